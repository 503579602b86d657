/**
 * The legal texts an editor changes without touching code (shared/content/legal/<document>.<language>.md):
 * each carries the version of the notice in force (notice.json) in its front matter, every document exists in
 * every site language, and the translations keep the English text's shape: the same sections, the same number
 * of items, the same links and placeholders, so a translation cannot drop an item of the notice unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import notice from '#shared/content/legal/notice.json';
import { SITE_LANGUAGES } from '#shared/domain/codes';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { repoRoot } from '#test/support/import-graph';
import { parseLegalText } from '../../web/src/features/legal/front-matter';
import { type Block, type Inline, parseMarkdown } from '../../web/src/features/legal/markdown';
import { LEGAL_DOCUMENTS } from '../../web/src/features/legal/texts';

const folder = join(repoRoot, 'shared/content/legal');
const textFiles = readdirSync(folder).filter((file) => file.endsWith('.md'));
const read = (file: string) => parseLegalText(readFileSync(join(folder, file), 'utf8'));

/** What a translation must keep: each block's kind (heading level, list length), links and placeholders. */
function shape(blocks: readonly Block[]): string[] {
  const marks = (pieces: readonly Inline[]): string[] =>
    pieces.flatMap((piece) => {
      if (piece.kind === 'link') return [`link ${piece.target}`, ...marks(piece.children)];
      if (piece.kind === 'placeholder') return [`{{${piece.name}}}`];
      if (piece.kind === 'bold') return marks(piece.children);
      return [];
    });
  return blocks.map((block) => {
    if (block.kind === 'heading') return `h${block.level} ${marks(block.children).join(' ')}`.trim();
    if (block.kind === 'list')
      return `${block.ordered ? 'ol' : 'ul'} ${block.items.map((item) => `[${marks(item).join(' ')}]`).join('')}`;
    return `p ${marks(block.children).join(' ')}`.trim();
  });
}

describe('the legal texts', () => {
  it('are one file per document and site language, and nothing else', () => {
    expect(textFiles.sort()).toEqual(
      LEGAL_DOCUMENTS.flatMap((document) =>
        SITE_LANGUAGES.map((language) => `${document}.${language}.md`),
      ).sort(),
    );
  });

  it.each(textFiles)('%s carries the version of the notice in force, and a title', (file) => {
    const text = read(file);
    expect(text.version).toBe(notice.version);
    expect(text.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(text.title.length).toBeGreaterThan(3);
  });

  it.each(textFiles)('%s has no heading of level 1 (the page title is its h1) and no HTML', (file) => {
    const { body } = read(file);
    expect(body).not.toMatch(/^# /m);
    expect(body).not.toMatch(/<[a-z!/]/i);
  });

  it.each(
    LEGAL_DOCUMENTS.flatMap((document) =>
      SITE_LANGUAGES.filter((language) => language !== 'en').map((language) => [document, language]),
    ),
  )('%s in %s has the shape of the English text', (document, language) => {
    const english = shape(parseMarkdown(read(`${document}.en.md`).body));
    expect(shape(parseMarkdown(read(`${document}.${language}.md`).body))).toEqual(english);
  });

  it('has the privacy notice name its contact person through the placeholder the page fills in', () => {
    for (const language of SITE_LANGUAGES) {
      expect(read(`privacy.${language}.md`).body.match(/\{\{privacyContact\}\}/g)).toHaveLength(1);
    }
  });

  it('is dated: notice.json says from when the version is in effect', () => {
    expect(notice.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
