/**
 * The variables of every message we send (SMS texts, WhatsApp templates, e-mail subjects): the only way text
 * reaches a message's `{#var#}` or `{{n}}`. Each kind has its rule; a value that fails is refused (a code, a
 * token, a link: a bug of ours, so it throws) or replaced by a neutral word in the message's language (a name,
 * a job's title or company, an alert's words: text a user chose, never sent raw). Our sender id makes any text
 * in an SMS look like ours, so a name such as "https://evil.example/kyc" must never reach a parent's phone.
 * Pure: the functions (lib/messaging, features) and the shared texts (job alerts) read it.
 */
import type { SiteLanguage } from '#shared/domain/codes';

declare const checked: unique symbol;
/** A value that passed its kind's rule (or is the neutral word that replaced it). */
export type MessageVariable = string & { readonly [checked]: true };

/** DLT accepts at most 30 characters in a variable; WhatsApp's and e-mail's are held to the same. */
export const VARIABLE_PLACES = 30;

const accept = (value: string) => value as MessageVariable;
const places = (value: string) => Array.from(value).length;

/** The neutral words that stand for a refused value, in each language a message is written in. */
export const NEUTRAL_WORDS = {
  child: { en: 'Your child', hi: 'आपका बच्चा', te: 'మీ బిడ్డ' },
  title: { en: 'a job', hi: 'एक काम', te: 'ఒక పని' },
  company: { en: 'an employer', hi: 'एक नियोक्ता', te: 'ఒక యజమాని' },
  alert: { en: 'new jobs', hi: 'नए काम', te: 'కొత్త పనులు' },
} as const satisfies Record<string, Record<SiteLanguage, string>>;
export type NeutralWord = keyof typeof NEUTRAL_WORDS;

/** Joiners Devanagari and Telugu spell with (ZWNJ, ZWJ): format characters, but part of the word. */
const JOINERS = '\u200C\u200D';

/**
 * A person's name: letters and combining marks of the Latin, Devanagari and Telugu scripts, the two joiners,
 * single spaces; no digit (of any script), no dot, no other sign, at most 30 characters.
 */
const PERSON_NAME = new RegExp(
  `^(?:[\\p{Script=Latin}\\p{Script=Devanagari}\\p{Script=Telugu}](?<=[\\p{L}\\p{M}])|\\p{M}|[${JOINERS}]| (?! ))+$`,
  'u',
);

/** Anything that reads as a link or an address: a scheme, `www.`, a dot straight before letters, an `@`. */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}]\.[\p{L}]{2}|@/iu;
/** Control, format (bidi overrides and isolates among them), unassigned and private characters. */
const INVISIBLE = /\p{C}/u;
/** A job's title or company: letters, marks and digits of any script, spaces, and the signs names of trade use. */
const JOB_TEXT = /^[\p{L}\p{M}\p{Nd} .,&()'/+#-]+$/u;
/** Seven digits in a row read as a phone number: no title needs one. */
const PHONE_LIKE = /\p{Nd}{7}/u;

const tidy = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');

/** Whether `value` is a person's name a message may carry. */
export function isPersonName(value: string): boolean {
  const name = tidy(value);
  return name !== '' && places(name) <= VARIABLE_PLACES && PERSON_NAME.test(name) && !LINK_LIKE.test(name);
}

/** A person's name as a variable, or the neutral word (`neutral`, in `language`) when it fails the rule. */
export function personName(value: string, neutral: NeutralWord, language: SiteLanguage): MessageVariable {
  return accept(isPersonName(value) ? tidy(value) : NEUTRAL_WORDS[neutral][language]);
}

/**
 * Whether `value` is a job's title, company or an alert's words a message may carry (before any cut to 30
 * characters: the rule reads the whole text, so nothing hides past the cut).
 */
export function isJobText(value: string): boolean {
  const text = value.normalize('NFC').trim();
  return (
    text !== '' &&
    places(text) <= 200 &&
    !INVISIBLE.test(text.replace(new RegExp(`[${JOINERS}]`, 'g'), '')) &&
    JOB_TEXT.test(text.replace(new RegExp(`[${JOINERS}]`, 'g'), '')) &&
    !LINK_LIKE.test(text) &&
    !PHONE_LIKE.test(text)
  );
}

/** `text` cut to `limit` characters at most (by code point), '...' marking the cut. */
export function cutText(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters
    .slice(0, Math.max(0, limit - 3))
    .join('')
    .trimEnd()}...`;
}

/**
 * A job's title or company (or an alert's words) as a variable, cut to `limit` characters (30 unless less is
 * asked), or the neutral word when it fails the rule.
 */
export function jobText(
  value: string,
  neutral: NeutralWord,
  language: SiteLanguage,
  limit = VARIABLE_PLACES,
): MessageVariable {
  if (!isJobText(value)) return accept(NEUTRAL_WORDS[neutral][language]);
  return accept(cutText(tidy(value), Math.min(limit, VARIABLE_PLACES)));
}

function refuse(kind: string): never {
  throw new Error(`A message variable of kind ${kind} failed its rule`);
}

/** A one-time code: digits only. */
export function codeVariable(value: string): MessageVariable {
  return /^\d{4,8}$/.test(value) ? accept(value) : refuse('code');
}

/** A whole number (a count, a job's id). */
export function numberVariable(value: number): MessageVariable {
  return Number.isSafeInteger(value) && value >= 0 ? accept(String(value)) : refuse('number');
}

/** A link's secret: base64url. */
export function tokenVariable(value: string): MessageVariable {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? accept(value) : refuse('token');
}

/** A short link's code of ours (a digest's): letters, digits, dot, `_` and `-`, within a variable's places. */
export function linkCodeVariable(value: string): MessageVariable {
  return /^[A-Za-z0-9._-]{1,30}$/.test(value) ? accept(value) : refuse('link code');
}

/** A link of ours (made by the product, never typed): http(s), no space, quote or invisible character. */
export function linkVariable(value: string): MessageVariable {
  return /^https?:\/\/[A-Za-z0-9.:-]+(?:\/[!-~]*)?$/.test(value) && !/["'<>\\]/.test(value)
    ? accept(value)
    : refuse('link');
}

/**
 * Words the product wrote (a status in words, a time it formatted): none of a user's text. Checked for
 * invisible characters all the same, so a slip in our own texts cannot smuggle one in.
 */
export function productText(value: string): MessageVariable {
  return value !== '' && !INVISIBLE.test(value.replace(new RegExp(`[${JOINERS}]`, 'g'), ''))
    ? accept(value)
    : refuse('product text');
}

/**
 * The one place a DLT template's `{#var#}` are filled: each in turn by a checked variable. A template with
 * another number of variables than given is our bug, and throws.
 */
export function fillDlt(template: string, variables: readonly MessageVariable[]): string {
  const slots = template.match(/\{#var#\}/g)?.length ?? 0;
  if (slots !== variables.length) {
    throw new Error(`The template takes ${slots} variables, not ${variables.length}`);
  }
  let next = 0;
  return template.replace(/\{#var#\}/g, () => variables[next++] as string);
}
