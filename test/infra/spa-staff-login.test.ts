/**
 * The staff log-in pages load their own small chunk, not the whole admin or internal area (decision
 * 203): the SPA is built here as `npm run build:web` builds it, and each log-in route's chunk with the chunks it
 * imports, beyond the first load of any page, stays under its budget, the same figure `npm run bench` prints
 * (scripts/bench/budgets/spa.ts). The first load of `/` keeps its own budget (150 KB gzip) too, without Fluent's
 * `tokens` map (web/vite.config.ts, `unusedFluentTokenReads`), and in every language it carries that language's
 * catalogue and no other's (each page preloads its own, scripts/page-language.mjs, as scripts/prerender.mjs
 * writes the pages).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/paths';
import {
  type LanguageFirstLoad,
  measureLanguageFirstLoads,
  measureStaffLogins,
  STAFF_LOGIN_GZIP_BYTES,
  type StaffLoginLoad,
} from '../../scripts/bench/budgets/spa';
import { pageInLanguage } from '../../scripts/page-language.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'earnlearn-spa-'));
let logins: StaffLoginLoad[] = [];
let languages: LanguageFirstLoad[] = [];

beforeAll(async () => {
  // As `npm run build:web` runs: vitest sets NODE_ENV to 'test', which would build React's development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(repoRoot, 'web/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  logins = measureStaffLogins(outDir);
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const assets = readdirSync(join(outDir, 'assets'));
  languages = measureLanguageFirstLoads(outDir, ['en', 'hi', 'te'], (language) =>
    pageInLanguage(index, language, assets),
  );
}, 240_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the staff log-in pages', () => {
  it('each load a chunk of their own, under 30 KB gzip beyond the first load', () => {
    expect(logins.map((login) => login.page)).toEqual(['/admin/login', '/internal/login']);
    for (const login of logins) {
      expect(login.gzip, `${login.page}: ${login.files.join(', ')}`).toBeLessThan(STAFF_LOGIN_GZIP_BYTES);
      expect(login.gzip).toBeGreaterThan(0);
    }
  });

  it("do not load their area's routes or screens before the log-in", () => {
    for (const login of logins)
      expect(
        login.files.filter((file) =>
          /^(AdminRoutes|InternalRoutes|AdminShell|InternalShell|\w*DashboardPage)-/.test(file),
        ),
        login.page,
      ).toEqual([]);
  });

  it('bring neither the district list, nor zod, nor the toaster before a toast shows', () => {
    for (const login of logins) {
      const code = login.files.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n');
      expect(code, `${login.page}: the district list`).not.toContain('Agar Malwa');
      expect(code, `${login.page}: zod`).not.toContain('$ZodCheck');
      expect(code, `${login.page}: Fluent's toaster`).not.toContain('fui-Toast');
      // The log-in page's own small modules are one chunk (web/vite.config.ts, decision 236).
      expect(
        login.files.filter((file) => file.startsWith('staff-login-')),
        login.page,
      ).toHaveLength(1);
    }
  });

  it('leave the first load of / under 150 KB gzip', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((match) => match[1]);
    const gzip = files.reduce(
      (sum, file) =>
        sum +
        gzipSync(readFileSync(join(outDir, 'assets', String(file))), {
          level: constants.Z_BEST_COMPRESSION,
        }).length,
      0,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(150 * 1024);
  });

  it("leave Fluent's tokens map out of the first load of / (decision 242)", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((match) => match[1]);
    const code = files.map((file) => readFileSync(join(outDir, 'assets', String(file)), 'utf8')).join('\n');
    // Fluent's Button is there (its compiled CSS), its unused `tokens` read is not: the map names every token
    // as a CSS variable, the Berry palette's included, which no style of the first load uses.
    expect(code).toContain('fui-Button');
    expect(code).not.toContain('var(--colorPaletteBerryBorder1)');
  });
});

/** The home page's eyebrow in `language`, as its catalogue has it. */
function eyebrow(language: string): string {
  const po = readFileSync(join(repoRoot, `web/src/locales/${language}/messages.po`), 'utf8');
  const text = po.match(/^msgid "home\.eyebrow"\nmsgstr "([^"]+)"$/m)?.[1];
  if (!text) throw new Error(`No home.eyebrow in the ${language} catalogue`);
  return text;
}

describe('the first load of / in each language', () => {
  it("carries its own language's messages and no other language's", () => {
    expect(languages.map((load) => load.language)).toEqual(['en', 'hi', 'te']);
    for (const load of languages) {
      expect(load.foreignCatalogues, load.language).toEqual([]);
      const code = load.files.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n');
      for (const other of languages)
        if (other.language === load.language) expect(code, load.language).toContain(eyebrow(other.language));
        else expect(code, `${other.language} in ${load.language}`).not.toContain(eyebrow(other.language));
    }
  });

  it('stays under 150 KB gzip in every language (docs/performance.md)', () => {
    for (const load of languages) expect(load.gzip, load.language).toBeLessThan(150 * 1024);
  });
});
