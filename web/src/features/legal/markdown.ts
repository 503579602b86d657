/**
 * The small part of Markdown the legal texts (shared/content/legal/*.md) are written in, parsed into plain data
 * that `MarkdownBlocks` renders as React elements: no HTML string ever reaches the page, so an editor's text
 * cannot inject markup or script.
 *
 * - `## Heading` and `### Heading` (the page's own title is the h1, so a text starts at level 2);
 * - paragraphs: lines separated by a blank line, joined with a space;
 * - lists: lines starting with `- ` (bulleted) or `1. ` (numbered); a blank line or another block ends one;
 * - inline: `**bold**`, `[label](target)` and `{{placeholder}}` (a value the page fills in).
 *
 * Anything else is text, shown as written.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'link'; target: string; children: Inline[] }
  | { kind: 'placeholder'; name: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{2,3}) +(.+)$/;
const BULLET = /^[-*] +(.*)$/;
const NUMBERED = /^\d{1,3}[.)] +(.*)$/;

/** The blocks of a Markdown text (without its front matter). */
export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list)
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item)),
      });
    paragraph = [];
    list = undefined;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]?.length === 2 ? 2 : 3;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]?.trim() ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list) {
      // A line under a list item, indented or not, continues that item.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

const PLACEHOLDER = /^\{\{([A-Za-z][A-Za-z0-9]*)\}\}/;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;

/** The inline pieces of one block's text. An unmatched `**` or `[` is text. */
export function parseInline(text: string, insideBold = false): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const pushText = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const placeholder = PLACEHOLDER.exec(rest);
    if (placeholder) {
      pushText();
      out.push({ kind: 'placeholder', name: placeholder[1] ?? '' });
      at += placeholder[0].length;
      continue;
    }
    const link = LINK.exec(rest);
    if (link) {
      pushText();
      out.push({ kind: 'link', target: link[2] ?? '', children: parseInline(link[1] ?? '', insideBold) });
      at += link[0].length;
      continue;
    }
    if (!insideBold && rest.startsWith('**')) {
      const end = rest.indexOf('**', 2);
      if (end > 2) {
        pushText();
        out.push({ kind: 'bold', children: parseInline(rest.slice(2, end), true) });
        at += end + 2;
        continue;
      }
    }
    plain += text[at];
    at += 1;
  }
  pushText();
  return out;
}

/** Where a link may go: a path of this site, an https page or an e-mail address; anything else is no link. */
export type LinkTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string };

export function linkTarget(target: string): LinkTarget | undefined {
  if (/^\/(?![/\\])/.test(target)) return { kind: 'route', path: target };
  if (/^(https:\/\/|mailto:)[^\s]+$/i.test(target)) return { kind: 'external', href: target };
  return undefined;
}

/** The text of inline pieces, placeholders as written: what a reader sees, for comparisons and titles. */
export function inlineText(pieces: readonly Inline[]): string {
  return pieces
    .map((piece) => {
      if (piece.kind === 'text') return piece.text;
      if (piece.kind === 'placeholder') return `{{${piece.name}}}`;
      return inlineText(piece.children);
    })
    .join('');
}
