/**
 * The admin area is split off: a worker never downloads its code (ARCHITECTURE.md, SPA budgets). Follows every
 * static import from web/src/main.tsx (what the first load of any page needs); the admin area may be reached
 * only through a dynamic import().
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const aliases: [string, string, string][] = [
  ['#web/components/', 'web/src/components/', '.tsx'],
  ['#web/lib/', 'web/src/lib/', '.ts'],
  ['#web/content/', 'web/src/content/', '.ts'],
  ['#shared/', 'shared/', '.ts'],
];

function resolveSpecifier(from: string, specifier: string): string | undefined {
  for (const [alias, folder, extension] of aliases) {
    if (specifier.startsWith(alias)) return `${folder}${specifier.slice(alias.length)}${extension}`;
  }
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (file) => existsSync(resolve(root, file)) && /\.tsx?$/.test(file),
  );
}

/** The static and the dynamic imports of a file (type-only imports are erased, so they do not count). */
function importsOf(file: string) {
  const source = ts.createSourceFile(file, readFileSync(resolve(root, file), 'utf8'), ts.ScriptTarget.Latest);
  const staticImports: string[] = [];
  const dynamicImports: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      staticImports.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      staticImports.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      dynamicImports.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticImports, dynamicImports };
}

/** Every file the entry loads before any dynamic import runs. */
function firstLoadFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file).staticImports) {
      const target = resolveSpecifier(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the admin and internal areas', () => {
  const firstLoad = firstLoadFiles('web/src/main.tsx');

  it('reads the first-load graph down to the pages and the shared components', () => {
    expect(firstLoad).toContain('web/src/app/routes.tsx');
    expect(firstLoad).toContain('web/src/features/public/HomePage.tsx');
    expect(firstLoad).toContain('web/src/lib/api.ts');
  });

  it('is not in the first load: none of its files, nor the components only the back office uses', () => {
    const backOffice = [...firstLoad].filter(
      (file) =>
        file.startsWith('web/src/features/admin/') ||
        file.startsWith('web/src/features/internal/') ||
        file === 'web/src/lib/pager.ts' ||
        file.startsWith('web/src/components/back-office/') ||
        file === 'web/src/components/PngUpload.tsx',
    );
    expect(backOffice).toEqual([]);
  });

  it('is loaded by one dynamic import from the route table, as is the internal area', () => {
    const dynamicImports = importsOf('web/src/app/routes.tsx').dynamicImports;
    expect(dynamicImports).toContain('../features/admin/AdminRoutes');
    expect(dynamicImports).toContain('../features/internal/InternalRoutes');
  });
});
