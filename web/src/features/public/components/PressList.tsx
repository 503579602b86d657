import { makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons/svg/open';
import type { PressArticle } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { useVisuallyHidden } from '#web/lib/typography';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  },
  link: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': {
      border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
      boxShadow: tokens.shadow4,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  publication: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.5px',
    color: tokens.colorBrandForeground1,
  },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** Press coverage as external links (each opens the publication in a new tab). */
export function PressList({ articles }: { articles: PressArticle[] }) {
  const styles = useStyles();
  const hidden = useVisuallyHidden();
  const t = useT();
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.url}>
          <a className={styles.link} href={article.url} target="_blank" rel="noopener noreferrer">
            <span className={styles.title}>
              {t('site.pressFeatured', { publication: article.publication })}
              <OpenRegular />
              <span className={hidden.root}>{t('common.opensInNewTab')}</span>
            </span>
            <span className={styles.publication}>{article.publication}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
