/**
 * Worker-facing components take their words from the catalogues: this fails when one renders English written
 * in the component, as JSX text or as a string literal in a `label`, `placeholder`, `aria-label`, `title` or
 * `alt` attribute. Names, codes, numbers and punctuation pass (text without two letters in a row).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles } from '#test/support/import-graph';

/** The translated folders of the worker-facing SPA. */
const translatedFolders = [
  'web/src/app',
  'web/src/components',
  'web/src/features/public',
  'web/src/features/auth',
  'web/src/features/jobs',
  'web/src/features/profile',
  'web/src/features/consent',
  'web/src/features/legal',
];

/**
 * The components only the back office and employers use (the job posting form is the admin's and the
 * employer's), which stay English as the admin, HR and employer areas do.
 */
const backOfficeComponents = ['web/src/components/back-office/', 'web/src/components/job-posting/'];

const textAttributes = new Set(['label', 'placeholder', 'aria-label', 'title', 'alt']);
const words = /[A-Za-z]{2,}/;

function componentFiles(): string[] {
  return sourceFiles(translatedFolders, /\.tsx$/).filter(
    (path) => !backOfficeComponents.some((folder) => path.startsWith(folder)),
  );
}

/** The parts of oxc's ESTree nodes this check reads. */
interface Node {
  type: string;
  start: number;
  value?: unknown;
  expression?: Node;
  consequent?: Node;
  alternate?: Node;
  quasis?: { value: { cooked: string | null } }[];
  children?: Node[];
  name?: Node | string;
}

/** 'file:line: text' for each hard-coded English text in a component file. */
function hardCodedTexts(file: string, text: string): string[] {
  const { program } = parseSync(file, text, { lang: 'tsx' });
  const found: string[] = [];
  const report = (node: Node, value: string) => {
    const line = text.slice(0, node.start).split('\n').length;
    found.push(`${file}:${line}: ${value.trim()}`);
  };
  const literalText = (node: Node | null | undefined): string | undefined => {
    if (!node) return undefined;
    if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
    if (node.type === 'TemplateLiteral')
      return node.quasis?.map((quasi) => quasi.value.cooked ?? '').join(' ');
    if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
    if (node.type === 'ConditionalExpression')
      return (
        [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(' ') || undefined
      );
    return undefined;
  };
  const checkChildren = (parent: { children: unknown[] }) => {
    for (const child of parent.children as Node[]) {
      if (child.type === 'JSXText' && typeof child.value === 'string' && words.test(child.value))
        report(child, child.value);
      if (child.type === 'JSXExpressionContainer') {
        const value = literalText(child.expression);
        if (value && words.test(value)) report(child, value);
      }
    }
  };
  new Visitor({
    JSXElement: checkChildren,
    JSXFragment: checkChildren,
    JSXAttribute: (attribute) => {
      const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : undefined;
      if (!name || !textAttributes.has(name)) return;
      const value = literalText(attribute.value as Node | null);
      if (value && words.test(value)) report(attribute as Node, value);
    },
  }).visit(program);
  return found;
}

describe('worker-facing components', () => {
  it('finds hard-coded text when there is some (the check itself works)', () => {
    const sample = `export const A = () => <p title="Hello there">Apply now <b>{'Applied.'}</b> {ok ? 'Yes' : 'No'}</p>;`;
    expect(hardCodedTexts('sample.tsx', sample)).toHaveLength(4);
    expect(hardCodedTexts('ok.tsx', `export const B = () => <p title={t('x')}>{t('y')} 404 · </p>;`)).toEqual(
      [],
    );
  });

  it('render no hard-coded English text', () => {
    const found = componentFiles().flatMap((file) =>
      hardCodedTexts(file, readFileSync(join(repoRoot, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
