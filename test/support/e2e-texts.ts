/** The catalogues' texts as the journeys find screens by them: by language, with `{placeholders}` filled. */
import { en, hi, te } from './catalogues';

export type Language = 'en' | 'hi' | 'te';
const catalogues = { en, hi, te };

/** `id`'s text in `language`, `{product}` the site's name and the other placeholders from `values`. */
export function texts(language: Language) {
  const catalogue = catalogues[language];
  return (id: keyof typeof catalogue, values: Record<string, string> = {}) =>
    catalogue[id].replace(
      /\{(\w+)\}/g,
      (whole, name: string) => ({ product: 'Earnlearn', ...values })[name] ?? whole,
    );
}

/** YYYY-MM-DD as the date of birth field reads and takes it in every language: DD/MM/YYYY. */
export const asTyped = (iso: string) => iso.split('-').reverse().join('/');

/** A date of birth `years` and three months before today (UTC), as YYYY-MM-DD. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 3);
  return date.toISOString().slice(0, 10);
}
