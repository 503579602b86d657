import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTypography } from '#web/lib/typography';
import { type Block, type Inline, linkTarget } from './markdown';

const useStyles = makeStyles({
  heading2: {
    margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalM}`,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  heading3: {
    margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  list: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    paddingLeft: tokens.spacingHorizontalXXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  strong: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  // Long e-mail addresses and URLs wrap instead of widening a phone's screen.
  wrap: { overflowWrap: 'anywhere' },
});

interface MarkdownBlocksProps {
  blocks: readonly Block[];
  /** What each `{{name}}` of the text shows; a name without a value shows as written, so it gets noticed. */
  placeholders?: Readonly<Record<string, ReactNode>>;
}

/** Parsed Markdown (markdown.ts) as React elements: headings, paragraphs, lists, bold text and safe links. */
export function MarkdownBlocks({ blocks, placeholders = {} }: MarkdownBlocksProps) {
  const styles = useStyles();
  const type = useTypography();

  const one = (piece: Inline, key: string): ReactNode => {
    if (piece.kind === 'text') return <Fragment key={key}>{piece.text}</Fragment>;
    if (piece.kind === 'bold')
      return (
        <strong key={key} className={styles.strong}>
          {inline(piece.children)}
        </strong>
      );
    if (piece.kind === 'placeholder')
      return (
        <Fragment key={key}>
          {Object.hasOwn(placeholders, piece.name) ? placeholders[piece.name] : `{{${piece.name}}}`}
        </Fragment>
      );
    const target = linkTarget(piece.target);
    if (!target) return <Fragment key={key}>{inline(piece.children)}</Fragment>;
    if (target.kind === 'route')
      return (
        <Link key={key} className={type.link} to={target.path}>
          {inline(piece.children)}
        </Link>
      );
    return (
      <a
        key={key}
        className={mergeClasses(type.link, styles.wrap)}
        href={target.href}
        rel="noopener noreferrer"
      >
        {inline(piece.children)}
      </a>
    );
  };
  const inline = (pieces: readonly Inline[]): ReactNode =>
    pieces.map((piece, index) => one(piece, `${piece.kind}-${index}`));

  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading key={key} className={block.level === 2 ? styles.heading2 : styles.heading3}>
              {inline(block.children)}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key} className={styles.list}>
              {block.items.map((item, itemIndex) => (
                // The items of a static text never move, so their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={itemIndex}>{inline(item)}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={key} className={type.body}>
            {inline(block.children)}
          </p>
        );
      })}
    </>
  );
}
