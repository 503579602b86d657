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
