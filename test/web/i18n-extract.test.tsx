/**
 * `npm run i18n:extract` runs Lingui's own `lingui extract` on web/lingui.config.ts: the English catalogue is
 * the source, read through the configuration's extractor (Lingui leaves files under the catalogues' folder out
 * of extraction, so a config that named the catalogue itself would extract nothing and make every message
 * obsolete).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { parseCatalogue } from '../../web/src/locales/po-format';

const configPath = resolve(import.meta.dirname, '../../web/lingui.config.ts');
const englishFile = resolve(import.meta.dirname, '../../web/src/locales/en/messages.po');

describe('lingui extract on the project configuration', () => {
  it('collects every message of the English catalogue, with its English text', async () => {
    const config = getConfig({ configPath });
    const [catalog] = await getCatalogs(config);
    const collected = await catalog?.collect();
    const english = parseCatalogue(readFileSync(englishFile, 'utf8'), 'en');

    expect(Object.keys(collected ?? {})).toEqual(Object.keys(english));
    expect(collected?.['header.login']?.message).toBe(english['header.login']?.translation);
  });
});
