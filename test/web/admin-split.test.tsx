/**
 * The admin area is split off: a worker never downloads its code (ARCHITECTURE.md, SPA budgets). Follows every
 * static import from web/src/main.tsx (what the first load of any page needs); the admin area may be reached
 * only through a dynamic import().
 */
import { describe, expect, it } from 'vitest';
import { importsOf, staticClosure } from '#test/support/import-graph';

describe('the admin and internal areas', () => {
  const firstLoad = staticClosure('web/src/main.tsx');

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
    const dynamicImports = importsOf('web/src/app/routes.tsx')
      .filter((edge) => edge.kind === 'dynamic')
      .map((edge) => edge.specifier);
    expect(dynamicImports).toContain('../features/admin/AdminRoutes');
    expect(dynamicImports).toContain('../features/internal/InternalRoutes');
  });
});

/**
 * The files `entry` brings into the browser before any dynamic import: its static closure, except what the
 * modules web/vite.config.ts precomputes at build time import (api-routes.ts arrives as plain data, without the
 * contracts and rules it is computed from).
 */
function browserClosure(entry: string): Set<string> {
  const precomputed = ['web/src/lib/api-routes.ts', 'web/src/app/theme.ts'];
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (precomputed.includes(file)) continue;
    for (const edge of importsOf(file))
      if (edge.kind === 'static' && 'file' in edge.target && /\.tsx?$/.test(edge.target.file))
        queue.push(edge.target.file);
  }
  return seen;
}

/** The packages the files of `closure` import statically (what their chunks bring with them). */
function packagesOf(closure: Set<string>): Set<string> {
  const packages = new Set<string>();
  for (const file of closure)
    for (const edge of importsOf(file))
      if (edge.kind === 'static' && 'package' in edge.target) packages.add(edge.target.package);
  return packages;
}

describe('the staff log-in pages and the admin dashboard carry only what they show first', () => {
  it.each(['web/src/features/admin/AdminLoginRoute.tsx', 'web/src/features/internal/InternalLoginRoute.tsx'])(
    '%s: no district list, no rules with zod, no toaster before the first toast',
    (route) => {
      const closure = browserClosure(route);
      expect(closure).toContain('web/src/components/back-office/StaffLoginCard.tsx');
      expect(closure).toContain('web/src/components/back-office/BackOfficeToaster.tsx');
      expect(closure).not.toContain('shared/domain/districts.ts');
      expect(closure).not.toContain('shared/domain/rules.ts');
      expect(closure).not.toContain('web/src/components/back-office/BackOfficeToasts.tsx');
      expect(packagesOf(closure)).not.toContain('zod/mini');
    },
  );

  it.each(['web/src/features/admin/AdminRoutes.tsx', 'web/src/features/internal/InternalRoutes.tsx'])(
    "%s: the area's frame brings the toaster with the first toast",
    (area) => {
      const closure = browserClosure(area);
      expect(closure).toContain('web/src/components/back-office/BackOfficeToaster.tsx');
      expect(closure).not.toContain('web/src/components/back-office/BackOfficeToasts.tsx');
      // Fluent's toaster comes by a dynamic import, with the first toast or ahead of it at the first input.
      const edges = importsOf('web/src/components/back-office/BackOfficeToaster.tsx');
      expect(
        edges
          .filter((edge) => edge.kind === 'static' && 'package' in edge.target)
          .map((edge) => edge.specifier),
      ).toEqual(['react']);
      expect(edges.filter((edge) => edge.kind === 'dynamic').map((edge) => edge.specifier)).toEqual([
        './BackOfficeToasts',
      ]);
    },
  );

  it("the admin dashboard's second-factor card brings the set-up of a new phone only when asked", () => {
    const closure = browserClosure('web/src/features/admin/dashboard/DashboardPage.tsx');
    expect(closure).toContain('web/src/features/admin/dashboard/SecondFactorSettingCard.tsx');
    expect(closure).not.toContain('web/src/components/back-office/SecondFactorEnrolment.tsx');
    expect(closure).not.toContain('shared/domain/districts.ts');
  });
});
