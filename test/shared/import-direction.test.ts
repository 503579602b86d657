/**
 * The import direction, checked over the whole import graph (static imports, `export ... from`, dynamic
 * `import()`, type-only imports; relative paths and the package.json `imports` aliases are resolved):
 *
 *   shared -> web/src/lib + components + content + locales -> web/src/features/<one feature> -> web/src/app
 *
 * Features do not import each other; functions/ never imports web/, infra/, test/ or scripts/; web/ never
 * imports those either, and web/src no Node built-in; shared/ imports only shared/ and platform-neutral
 * packages. In functions/, the back end's feature folders may import one another, but never in a cycle (what
 * two features share moves down to functions/lib or into the one that owns it), nor may the db modules.
 * A relative import that leaves its top-level folder for a file an alias covers uses the alias.
 * (Biome's noRestrictedImports matches specifier text, not resolved paths: it cannot tell `../profile/x`
 * inside one feature from the same text in another.)
 */
import { describe, expect, it } from 'vitest';
import {
  aliases,
  cyclesOf,
  groupGraph,
  type ImportEdge,
  importsOf,
  resolveImport,
  sourceFiles,
  type Target,
} from '#test/support/import-graph';

const areas = ['shared', 'functions', 'infra', 'web', 'test', 'scripts'];
/** Packages that run unchanged in the browser and in Lambda; add one only if that holds. */
// stemmer: the Porter stemmer, one dependency-free ES module of string functions.
const neutralPackages = new Set(['zod', 'stemmer']);

/** Where a web/src file sits in the direction (shared counts as the bottom), and its feature if any. */
function webLayer(path: string): { rank: number; name: string } | undefined {
  if (path.startsWith('shared/')) return { rank: 0, name: 'shared' };
  const lower = /^web\/src\/(lib|components|content|assets|locales)\//.exec(path);
  if (lower) return { rank: 1, name: `web/src/${lower[1]}` };
  const feature = /^web\/src\/features\/([^/]+)\//.exec(path);
  if (feature) return { rank: 2, name: `features/${feature[1]}` };
  if (path.startsWith('web/src/')) return { rank: 3, name: 'web/src/app' };
  return undefined;
}

/**
 * Where a functions/ file sits in the back end's layers: the handlers of an area (and the loader map) on top,
 * then features, then the endpoint stack (`lib/http`, `lib/auth`: it reads the caller's account) and the
 * messaging port (`lib/messaging`: it reads the worker's consent and counts), then the entity modules
 * (`lib/db`), then the technical modules (`lib/clients`, config, clock, errors, ...).
 */
function functionsLayer(path: string): { rank: number; name: string } | undefined {
  if (/^functions\/(worker|admin|internal)\//.test(path) || path === 'functions/handlers.ts')
    return { rank: 4, name: 'the handlers' };
  if (path.startsWith('functions/features/')) return { rank: 3, name: 'functions/features' };
  const lib = /^functions\/lib\/(http|auth|messaging|db)\//.exec(path);
  if (lib?.[1] === 'db') return { rank: 1, name: 'functions/lib/db' };
  if (lib) return { rank: 2, name: `functions/lib/${lib[1]}` };
  if (path.startsWith('functions/lib/')) return { rank: 0, name: 'the technical functions/lib modules' };
  return undefined;
}

const top = (path: string) => path.split('/')[0] ?? path;

/** The feature folder of a functions/features file (`otp` for functions/features/otp/send.ts). */
const featureFolder = (path: string) => /^functions\/features\/([^/]+)\//.exec(path)?.[1];

/** Why an import breaks the direction, or undefined when it is allowed. */
function ruleBroken(from: string, specifier: string, target: Target): string | undefined {
  if ('unresolved' in target) return `'${specifier}' does not resolve to a file`;
  if ('package' in target) {
    if (top(from) === 'shared' && !neutralPackages.has(target.package))
      return `shared/ imports only shared/ and platform-neutral packages (${[...neutralPackages].join(', ')})`;
    if (from.startsWith('web/src/') && target.builtin) return 'web/src never imports Node built-ins';
    return undefined;
  }
  const to = target.file;
  if (top(from) === 'shared' && top(to) !== 'shared') return 'shared/ imports only shared/';
  const forbidden: Record<string, string[]> = {
    functions: ['web', 'infra', 'test', 'scripts'],
    web: ['functions', 'infra', 'test', 'scripts'],
  };
  if (forbidden[top(from)]?.includes(top(to))) return `${top(from)}/ never imports ${top(to)}/`;
  const source = from.startsWith('web/src/') ? webLayer(from) : undefined;
  const destination = webLayer(to);
  if (source && destination) {
    if (destination.rank > source.rank)
      return `${source.name} sits below ${destination.name} (shared -> lib/components/content -> features -> app)`;
    if (source.rank === 2 && destination.rank === 2 && source.name !== destination.name)
      return 'features do not import each other: move what both need to web/src/components or web/src/lib';
  }
  const lower = functionsLayer(from);
  const upper = functionsLayer(to);
  if (lower && upper && upper.rank > lower.rank)
    return `${lower.name} sits below ${upper.name} (handlers -> features -> lib/http, lib/auth, lib/messaging -> lib/db -> lib/clients and the other technical modules)`;
  if (specifier.startsWith('.') && top(from) !== top(to)) {
    const alias = aliases
      .filter(({ prefix, suffix }) => to.startsWith(prefix) && to.endsWith(suffix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    if (alias) {
      const rest = to.slice(alias.prefix.length, to.length - alias.suffix.length);
      return `a relative path across top-level folders: import '${alias.alias.replace('*', rest)}'`;
    }
  }
  return undefined;
}

function importGraph(): { files: string[]; edges: ImportEdge[] } {
  const files = sourceFiles(areas);
  return { files, edges: files.flatMap(importsOf) };
}

const describeTarget = (target: Target) =>
  'file' in target ? target.file : 'package' in target ? target.package : target.unresolved;

describe('the import direction', () => {
  const { files, edges } = importGraph();

  it('reads every source file and resolves its imports', () => {
    expect(files.length).toBeGreaterThan(200);
    const has = (from: string, to: string) =>
      edges.some((edge) => edge.from === from && describeTarget(edge.target) === to);
    expect(has('web/src/main.tsx', 'web/src/lib/i18n.ts')).toBe(true);
    expect(has('web/src/main.tsx', 'web/src/app/App.tsx')).toBe(true);
    expect(has('infra/local/seed.ts', 'functions/lib/db/jobs.ts')).toBe(true);
  });

  it('is kept by every import (file:line -> target: rule)', () => {
    const violations = edges.flatMap((edge) => {
      const broken = ruleBroken(edge.from, edge.specifier, edge.target);
      return broken ? [`${edge.from}:${edge.line} -> ${describeTarget(edge.target)}: ${broken}`] : [];
    });
    expect(violations).toEqual([]);
  });

  it('has no cycle among the entity modules of functions/lib/db', () => {
    const { next } = groupGraph(edges, (path) => (path.startsWith('functions/lib/db/') ? path : undefined));
    expect(next.size).toBeGreaterThan(5);
    expect(cyclesOf(next)).toEqual([]);
  });

  it('has no cycle among the feature folders of functions/features', () => {
    const { next, via } = groupGraph(edges, featureFolder);
    expect(next.size).toBeGreaterThan(5);
    expect(cyclesOf(next, via)).toEqual([]);
  });

  it('sees a cycle between two feature folders', () => {
    const edge = (from: string, to: string): ImportEdge => ({
      from,
      line: 1,
      specifier: to,
      kind: 'static',
      target: { file: to },
    });
    const { next, via } = groupGraph(
      [
        edge('functions/features/otp/send.ts', 'functions/features/my-data/records.ts'),
        edge('functions/features/my-data/export.ts', 'functions/features/otp/verify.ts'),
        edge('functions/features/my-data/export.ts', 'functions/lib/clock.ts'),
      ],
      featureFolder,
    );
    expect(cyclesOf(next, via)).toEqual([
      'otp -> my-data (functions/features/otp/send.ts:1) -> otp (functions/features/my-data/export.ts:1)',
    ]);
  });

  it.each([
    ['web/src/lib/api.ts', '#functions/lib/config', 'web/ never imports functions/'],
    ['web/src/features/jobs/JobPage.tsx', '../profile/values', 'features do not import each other'],
    ['web/src/lib/api.ts', '../features/jobs/sentences', 'web/src/lib sits below features/jobs'],
    ['web/src/components/Header.tsx', '../app/routes', 'web/src/components sits below web/src/app'],
    ['web/src/lib/api.ts', 'node:fs', 'web/src never imports Node built-ins'],
    ['functions/lib/config.ts', '#infra/paths', 'functions/ never imports infra/'],
    ['functions/lib/config.ts', '../../web/src/lib/paths', 'functions/ never imports web/'],
    ['shared/api/index.ts', 'react', 'shared/ imports only shared/ and platform-neutral packages'],
    ['shared/api/index.ts', '#lib/config', 'shared/ imports only shared/'],
    ['infra/local/seed.ts', '../../functions/lib/db/jobs', "import '#lib/db/jobs'"],
    ['web/src/app/App.tsx', './no-such-file', 'does not resolve'],
    [
      'functions/lib/db/users.ts',
      '#features/student-search/students',
      'functions/lib/db sits below functions/features',
    ],
    [
      'functions/features/otp/send.ts',
      '../../worker/resend-otp',
      'functions/features sits below the handlers',
    ],
    [
      'functions/lib/clients/dynamodb.ts',
      '../db/keys',
      'technical functions/lib modules sits below functions/lib/db',
    ],
    ['functions/lib/db/users.ts', '../http/endpoint', 'functions/lib/db sits below functions/lib/http'],
  ])('refuses %s -> %s', (from, specifier, reason) => {
    expect(ruleBroken(from, specifier, resolveImport(from, specifier))).toContain(reason);
  });

  it.each([
    ['web/src/features/jobs/JobPage.tsx', '#web/lib/api'],
    ['web/src/features/jobs/components/ExploreJobs.tsx', '../api/search-jobs'],
    ['web/src/app/routes.tsx', '../features/jobs/JobRoute'],
    ['functions/worker/get-all-jobs.ts', '#shared/api/index'],
    ['functions/admin/get-users-data.ts', '#features/student-search/students'],
    ['functions/features/student-search/students.ts', '#lib/db/users'],
    ['functions/lib/db/users.ts', '../clients/dynamodb'],
    ['test/web/render-app.tsx', '../../web/src/app/routes'],
  ])('allows %s -> %s', (from, specifier) => {
    expect(ruleBroken(from, specifier, resolveImport(from, specifier))).toBeUndefined();
  });
});
