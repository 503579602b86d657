/**
 * The rules against scams read over a message of an application thread (shared/domain/application-threads.ts):
 * the one rule set of postings (rules.ts), run by the same engine (moderate.ts `textHits`), with two outcomes.
 *
 * - **Masked on write**: a phone number or an e-mail address (the `contact.phone` and `contact.email` patterns,
 *   and any run of ten or more digits however spaced) is replaced by MASK before the message is stored, so the
 *   other side never sees it, whoever wrote it.
 * - **Held**: a message from the hiring side that asks for money, gives a UPI id or a payment link, or moves the
 *   conversation to WhatsApp or Telegram (HOLDING_RULES: every rule of the kinds asksForMoney and scamPattern,
 *   and the contact rules other than the masked two) is kept from the worker, who sees in its place that a
 *   message was held and why such messages are. The worker's own messages are masked, never held: the rules
 *   protect the worker.
 */
import { textHits } from './moderate';
import { TEXT_RULES } from './rules';

/** What stands where a phone number or an e-mail address was. */
export const MASK = '[hidden]';
/** The rules whose match is masked rather than held. */
export const MASKED_RULES = ['contact.phone', 'contact.email'] as const;

type TextRuleOf = (typeof TEXT_RULES)[number];
const holds = (rule: TextRuleOf) =>
  !rule.onlyWhenOpenToMinors && !(MASKED_RULES as readonly string[]).includes(rule.id);

/** The rules that hold a hiring side's message, by id. */
export const HOLDING_RULES: readonly string[] = TEXT_RULES.filter(holds).map((rule) => rule.id);

const DEVANAGARI_ZERO = 0x0966;
const TELUGU_ZERO = 0x0c66;
const HIDDEN = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** The text as the rules read it: hidden characters dropped, Devanagari and Telugu digits as 0-9. */
function plain(text: string): string {
  return text
    .replace(HIDDEN, '')
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\u0c66-\u0c6f]/g, (digit) => String(digit.charCodeAt(0) - TELUGU_ZERO));
}

const ruleOf = (id: string) => TEXT_RULES.find((rule) => rule.id === id);
/** The masked rules' patterns (their English ones: the others name a number, they are not one), global. */
const MASKING = [
  ...MASKED_RULES.flatMap((id) => ruleOf(id)?.patterns.en ?? []),
  // Any ten digits or more, however spaced or hyphenated: a number written to slip past the phone pattern.
  '(?<!\\d)\\d(?:[\\s.-]*\\d){9,}(?!\\d)',
].map((source) => new RegExp(source, 'giu'));

export interface MessageCheck {
  /** The text to store and show: as written, or (when something was masked) with MASK for each contact. */
  text: string;
  /** Whether a phone number or an e-mail address was masked. */
  masked: boolean;
  /** The holding rules the text breaks (their ids), in the rule set's order; empty: none. */
  holdingRules: string[];
}

/** Checks a message before it is stored: masks contacts, then finds the holding rules it breaks. */
export function checkMessage(text: string): MessageCheck {
  const read = plain(text);
  let masked = read;
  for (const pattern of MASKING) masked = masked.replace(pattern, MASK);
  const changed = masked !== read;
  const out = changed ? masked : text;
  const holdingRules = textHits(out, 'text', holds).map((hit) => hit.rule);
  return { text: out, masked: changed, holdingRules };
}
