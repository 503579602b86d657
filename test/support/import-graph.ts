/**
 * The repository's source files and their imports, read as Node and the bundler read them: relative paths and the
 * package.json `imports` aliases resolve to files, anything else is a package. One reader for the tests that
 * walk the code (the import direction, the admin split, the hard-coded texts), so they cannot disagree on what
 * a file imports.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const repoRoot = resolve(import.meta.dirname, '../..');

const posix = (path: string) => path.split(sep).join('/');
const codeFile = /\.(ts|tsx|mts|mjs|js)$/;

export type Target = { file: string } | { package: string; builtin: boolean } | { unresolved: string };

/** How a file imports another: `static` (also `export ... from`), `dynamic` (`import()`), or `type` (erased). */
export type ImportKind = 'static' | 'dynamic' | 'type';

export interface ImportEdge {
  from: string;
  line: number;
  specifier: string;
  kind: ImportKind;
  target: Target;
}

const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
/** The package.json `imports` aliases: `#lib/*` -> prefix `functions/lib/`, suffix `.ts`. */
export const aliases = Object.entries(packageJson.imports as Record<string, string>).map(
  ([alias, target]) => {
    const [prefix = '', suffix = ''] = target.replace(/^\.\//, '').split('*');
    return { alias, prefix, suffix };
  },
);

export function isFile(path: string): boolean {
  try {
    return statSync(join(repoRoot, path)).isFile();
  } catch {
    return false;
  }
}

/** Repo-relative posix path of the file a specifier names, as Node (aliases) and the bundler (relative) find it. */
export function resolveImport(from: string, specifier: string): Target {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('#')) {
    // As Node does, the alias with the longest head wins (`#shared/content/*` before `#shared/*`).
    const byHead = [...aliases].sort((a, b) => b.alias.indexOf('*') - a.alias.indexOf('*'));
    for (const { alias, prefix, suffix } of byHead) {
      const head = alias.replace('*', '');
      if (!bare.startsWith(head)) continue;
      const file = alias.includes('*') ? `${prefix}${bare.slice(head.length)}${suffix}` : prefix;
      return isFile(file) ? { file } : { unresolved: specifier };
    }
    return { unresolved: specifier };
  }
  if (bare.startsWith('.')) {
    const base = posix(relative(repoRoot, resolve(repoRoot, dirname(from), bare)));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
    const file = [...candidates, base.replace(/\.js$/, '.ts')].find(isFile);
    return file ? { file } : { unresolved: specifier };
  }
  const name = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : (bare.split('/')[0] ?? bare);
  return { package: name, builtin: bare.startsWith('node:') || builtinModules.includes(name) };
}

/** The repo-relative paths of the files under `folders` whose names match `pattern` (node_modules left out). */
export function sourceFiles(folders: readonly string[], pattern = codeFile): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .map((path) => `${folder}/${posix(path)}`)
      .filter((path) => pattern.test(path) && !path.includes('node_modules/') && isFile(path)),
  );
}

/** Every import of one file: declarations, `export ... from`, `import()` with a literal, and `import type`. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: ImportEdge[] = [];
  const add = (node: ts.StringLiteral, kind: ImportKind) =>
    edges.push({
      from: file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      specifier: node.text,
      kind,
      target: resolveImport(file, node.text),
    });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static');
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier, node.isTypeOnly ? 'type' : 'static');
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      add(node.arguments[0], 'dynamic');
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      add(node.argument.literal, 'type');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Every file `entry` loads before any dynamic import runs (type-only imports are erased, so they do not count). */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importsOf(file)) {
      if (edge.kind === 'static' && 'file' in edge.target && codeFile.test(edge.target.file))
        queue.push(edge.target.file);
    }
  }
  return seen;
}

/**
 * Every cycle of the directed graph `next` (node -> the nodes it points to), each as `a -> b -> a`, each step
 * followed by what `via` says of it (the import that makes it) where it says anything.
 */
export function cyclesOf(
  next: ReadonlyMap<string, readonly string[]>,
  via: (from: string, to: string) => string | undefined = () => undefined,
): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const loop = [...path.slice(at), node];
      const steps = loop.slice(1).map((to, index) => {
        const step = via(loop[index] as string, to);
        return step ? `${to} (${step})` : to;
      });
      return void cycles.push([node, ...steps].join(' -> '));
    }
    if (done.has(node)) return;
    for (const to of next.get(node) ?? []) visit(to, [...path, node]);
    done.add(node);
  };
  for (const node of next.keys()) visit(node, []);
  return cycles;
}

/**
 * The graph of `edges` between the groups `groupOf` names (undefined: in no group), self-loops left out, and
 * for each step the first import that makes it (`file:line`).
 */
export function groupGraph(
  edges: readonly ImportEdge[],
  groupOf: (file: string) => string | undefined,
): { next: Map<string, string[]>; via: (from: string, to: string) => string | undefined } {
  const next = new Map<string, string[]>();
  const first = new Map<string, string>();
  for (const edge of edges) {
    if (!('file' in edge.target)) continue;
    const from = groupOf(edge.from);
    const to = groupOf(edge.target.file);
    if (!from || !to || from === to) continue;
    const targets = next.get(from) ?? [];
    if (!targets.includes(to)) next.set(from, [...targets, to]);
    if (!first.has(`${from}\n${to}`)) first.set(`${from}\n${to}`, `${edge.from}:${edge.line}`);
  }
  return { next, via: (from, to) => first.get(`${from}\n${to}`) };
}
