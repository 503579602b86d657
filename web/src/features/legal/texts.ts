/**
 * Where the legal texts come from: shared/content/legal/<document>.<language>.md, which an editor changes
 * without touching code (docs/privacy.md). Each language is a chunk of its own, fetched when first shown; a
 * language without a text shows the English one.
 */
import type { Language } from '#web/lib/i18n';
import { type LegalText, parseLegalText } from './front-matter';

export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

type Loader = () => Promise<{ default: string }>;

const texts: Record<LegalDocument, { en: Loader } & Partial<Record<Language, Loader>>> = {
  privacy: {
    en: () => import('#shared/content/legal/privacy.en.md?raw'),
    hi: () => import('#shared/content/legal/privacy.hi.md?raw'),
    te: () => import('#shared/content/legal/privacy.te.md?raw'),
  },
  terms: {
    en: () => import('#shared/content/legal/terms.en.md?raw'),
    hi: () => import('#shared/content/legal/terms.hi.md?raw'),
    te: () => import('#shared/content/legal/terms.te.md?raw'),
  },
};

/** The document in `language` (English when there is none in it), parsed. */
export async function loadLegalText(document: LegalDocument, language: Language): Promise<LegalText> {
  const load = texts[document][language] ?? texts[document].en;
  return parseLegalText((await load()).default);
}
