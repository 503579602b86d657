/**
 * A legal text's front matter: the lines between the `---` fences at its top, `key: value` each. Every text
 * names its `version` (the notice version in force, shared/content/legal/notice.json) and its `title`.
 */

export interface LegalText {
  version: string;
  title: string;
  /** The Markdown after the front matter. */
  body: string;
}

export class LegalTextError extends Error {
  override readonly name = 'LegalTextError';
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The front matter's fields and the body of a legal text; throws a LegalTextError when either field is missing. */
export function parseLegalText(source: string): LegalText {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new LegalTextError('The text does not start with a front matter between --- lines');
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new LegalTextError(`The front matter line "${line}" is not "key: value"`);
    fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const version = fields.get('version');
  const title = fields.get('title');
  if (!version) throw new LegalTextError('The front matter has no version');
  if (!title) throw new LegalTextError('The front matter has no title');
  return { version, title, body: source.slice(match[0].length) };
}
