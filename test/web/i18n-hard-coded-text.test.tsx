/**
 * Worker-facing components take their words from the catalogues: this fails when one renders English written
 * in the component, as JSX text or as a string literal in a `label`, `placeholder`, `aria-label`, `title` or
 * `alt` attribute. Names, codes, numbers and punctuation pass (text without two letters in a row).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
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

/** The components only the back office uses, which stay English as the issue scopes them. */
const backOfficeComponents = 'web/src/components/back-office/';

/**
 * Files in those folders that only businesses see (the /client page), which stay English as the issue scopes
 * them.
 */
const notWorkerFacing = new Set([
  'web/src/features/public/ClientPage.tsx',
  'web/src/features/public/components/ClientNav.tsx',
  'web/src/features/public/components/LeadForm.tsx',
]);

const textAttributes = new Set(['label', 'placeholder', 'aria-label', 'title', 'alt']);
const words = /[A-Za-z]{2,}/;

function componentFiles(): string[] {
  return sourceFiles(translatedFolders, /\.tsx$/).filter(
    (path) => !notWorkerFacing.has(path) && !path.startsWith(backOfficeComponents),
  );
}

/** 'file:line: text' for each hard-coded English text in a component file. */
function hardCodedTexts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${file}:${line}: ${value.trim()}`);
  };
  const literalText = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    if (ts.isConditionalExpression(node))
      return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ') || undefined;
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words.test(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const value = literalText(node.expression);
      if (value && words.test(value)) report(node, value);
    }
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(source))) {
      const value = literalText(node.initializer);
      if (value && words.test(value)) report(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
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
