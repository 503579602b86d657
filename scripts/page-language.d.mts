// Types of scripts/page-language.mjs (plain JavaScript, run by scripts/prerender.mjs).
export function catalogueChunk(assets: readonly string[], language: string): string;
export function pageInLanguage(html: string, language: string, assets: readonly string[]): string;
