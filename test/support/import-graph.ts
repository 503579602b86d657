/**
 * The repository's source files and their imports, read as Node and the bundler read them: relative paths and the
 * package.json `imports` aliases resolve to files, anything else is a package. One reader for the tests that
 * walk the code (the import direction, the admin split, the hard-coded texts), so they cannot disagree on what
 * a file imports.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';

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
  const { program } = parseSync(file, text);
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const lineOf = (offset: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] as number) <= offset) line++;
    return line + 1;
  };
  const edges: ImportEdge[] = [];
  const add = (literal: { type: string; value?: unknown; start: number } | null, kind: ImportKind) => {
    if (literal?.type !== 'Literal' || typeof literal.value !== 'string') return;
    edges.push({
      from: file,
      line: lineOf(literal.start),
      specifier: literal.value,
      kind,
      target: resolveImport(file, literal.value),
    });
  };
  new Visitor({
    ImportDeclaration: (node) => add(node.source, node.importKind === 'type' ? 'type' : 'static'),
    ExportNamedDeclaration: (node) => add(node.source, node.exportKind === 'type' ? 'type' : 'static'),
    ExportAllDeclaration: (node) => add(node.source, node.exportKind === 'type' ? 'type' : 'static'),
    ImportExpression: (node) => add(node.source as { type: string; start: number }, 'dynamic'),
    TSImportType: (node) => add(node.source, 'type'),
  }).visit(program);
  return edges.sort((a, b) => a.line - b.line);
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
