/**
 * `moderate(job)`: the rules of rules.ts run over a job as posted, pure and in one pass per text, shared by the
 * posting form (the hits shown beside the fields as the admin types) and the server (a posting with hits is
 * refused unless the poster acknowledges them). A hit names the rule, the posting's field (as the input names
 * it: `description`, `translations.hi.title`, `pay`), the text matched and the explanation.
 */
import { HOURS_A_DAY, monthlyEstimate, type Pay, payText, WORK_DAYS_A_MONTH } from '../job-earnings';
import { PAY_LIMITS, PAY_RULES, RULE_SCRIPTS, type RuleKind, TEXT_RULES } from './rules';

/** The texts of a posting the rules read (EARNINGS is written from the pay, which the pay rules read). */
export const MODERATED_TEXT_FIELDS = [
  'title',
  'companyName',
  'workHours',
  'position',
  'description',
  'rolesAndResponsibilities',
  'whatYouGet',
  'whoCanApply',
] as const;
type ModeratedText = (typeof MODERATED_TEXT_FIELDS)[number];

/** What the rules read of a job: a posting (jobPostingSchema) is one; the form passes what is typed so far. */
export interface ModeratedJob extends Partial<Record<ModeratedText, string>> {
  translations?:
    | Partial<Record<'hi' | 'te', Partial<Record<ModeratedText | 'location', string>>>>
    | undefined;
  type?: 'INTERNSHIP' | 'JOB' | 'GIG' | undefined;
  schedule?: 'PART_TIME' | 'FULL_TIME' | undefined;
  pay?: Pay | undefined;
  monthlyEarnings?: number | undefined;
  eligibility?: { minimumAge: number; unsafeForMinors: readonly string[] } | undefined;
  /** The screening questions' free texts: the question and a one-choice question's options. */
  questions?:
    | readonly {
        text?: string;
        options?: readonly string[];
        translations?: Partial<Record<'hi' | 'te', { text?: string; options?: readonly string[] }>>;
      }[]
    | undefined;
}

export interface RuleHit {
  rule: string;
  kind: RuleKind;
  field: string;
  /** The text matched, as written (at most MATCH_MAX characters). */
  match: string;
  explanation: string;
}

export const MATCH_MAX = 100;
const ADULT_AGE = 18;

const COMPILED = TEXT_RULES.map((rule) => ({
  rule,
  pattern: new RegExp(RULE_SCRIPTS.flatMap((script) => rule.patterns[script]).join('|'), 'iu'),
}));

/** Zero-width characters a poster may slip into a word to hide it from the rules. */
const HIDDEN = /[\u00ad\u200b-\u200d\u2060\ufeff]/;
/** What normalising changes: a hidden character, or a Devanagari or Telugu digit. */
const NORMALISED = /[\u00ad\u200b-\u200d\u2060\ufeff\u0966-\u096f\u0c66-\u0c6f]/;
const DEVANAGARI_ZERO = 0x0966;
const TELUGU_ZERO = 0x0c66;

/**
 * The text the patterns read and, for each of its characters, where it was in `text` (undefined: the same
 * place, as most texts need no change): hidden characters dropped, Devanagari and Telugu digits read as ASCII.
 */
function normalised(text: string): { read: string; at?: number[] } {
  if (!NORMALISED.test(text)) return { read: text };
  let read = '';
  const at: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (HIDDEN.test(char)) continue;
    const code = char.charCodeAt(0);
    if (code >= DEVANAGARI_ZERO && code <= DEVANAGARI_ZERO + 9) read += String(code - DEVANAGARI_ZERO);
    else if (code >= TELUGU_ZERO && code <= TELUGU_ZERO + 9) read += String(code - TELUGU_ZERO);
    else read += char;
    at.push(index);
  }
  return { read, at };
}

function textsOf(job: ModeratedJob): [string, string][] {
  const texts: [string, string][] = [];
  for (const field of MODERATED_TEXT_FIELDS) {
    const value = job[field];
    if (value) texts.push([field, value]);
  }
  for (const language of ['hi', 'te'] as const) {
    const translated = job.translations?.[language];
    if (!translated) continue;
    for (const field of [...MODERATED_TEXT_FIELDS, 'location'] as const) {
      const value = translated[field];
      if (value) texts.push([`translations.${language}.${field}`, value]);
    }
  }
  // A screening question is the poster's text too: the same rules read it (a fee asked in a question is a fee).
  for (const [index, question] of (job.questions ?? []).entries()) {
    const written = [
      [`questions.${index}`, question] as const,
      ...(['hi', 'te'] as const).flatMap((language) => {
        const translated = question.translations?.[language];
        return translated ? [[`questions.${index}.translations.${language}`, translated] as const] : [];
      }),
    ];
    for (const [field, own] of written) {
      if (own.text) texts.push([`${field}.text`, own.text]);
      for (const [option, value] of (own.options ?? []).entries()) {
        if (value) texts.push([`${field}.options.${option}`, value]);
      }
    }
  }
  return texts;
}

const openToMinors = (job: ModeratedJob) =>
  job.eligibility !== undefined &&
  job.eligibility.minimumAge < ADULT_AGE &&
  job.eligibility.unsafeForMinors.length === 0;

/** Rupees an hour of an amount paid each unit, over the schedule's hours; undefined when no rule gives it. */
function perHour(amount: number, job: ModeratedJob): number | undefined {
  const schedule = job.schedule ?? 'FULL_TIME';
  const monthly =
    job.pay === undefined
      ? job.monthlyEarnings
      : (monthlyEstimate(amount, job.pay.unit, schedule) ?? job.monthlyEarnings);
  if (monthly === undefined || monthly <= 0) return undefined;
  return monthly / (HOURS_A_DAY[schedule] * WORK_DAYS_A_MONTH[schedule]);
}

function payHits(job: ModeratedJob): RuleHit[] {
  if (!job.type || (!job.pay && job.monthlyEarnings === undefined)) return [];
  const field = job.pay ? 'pay' : 'monthlyEarnings';
  const match = job.pay ? payText(job.pay) : `₹${job.monthlyEarnings} a month`;
  const low = perHour(job.pay?.amount ?? 0, job);
  const high = perHour(job.pay?.upTo ?? job.pay?.amount ?? 0, job);
  const [below, above] = PAY_RULES;
  const hits: RuleHit[] = [];
  if (below && low !== undefined && low < PAY_LIMITS.floorPerHour[job.type])
    hits.push({ rule: below.id, kind: below.kind, field, match, explanation: below.explanation });
  if (above && high !== undefined && high > PAY_LIMITS.ceilingPerHour)
    hits.push({ rule: above.id, kind: above.kind, field, match, explanation: above.explanation });
  return hits;
}

/**
 * The hits of the text rules `applies` lets in on one text (`field` names it in each hit): one per rule, its
 * first match as written. `moderate` runs it on each text of a posting; the application threads on a message
 * (messages.ts), so a posting and a message are read by the one rule set.
 */
export function textHits(
  text: string,
  field: string,
  applies: (rule: (typeof TEXT_RULES)[number]) => boolean = () => true,
): RuleHit[] {
  const hits: RuleHit[] = [];
  const { read, at } = normalised(text);
  for (const { rule, pattern } of COMPILED) {
    if (!applies(rule)) continue;
    const found = pattern.exec(read);
    if (!found || found[0].length === 0) continue;
    const last = found.index + found[0].length - 1;
    const start = at ? (at[found.index] as number) : found.index;
    const end = (at ? (at[last] as number) : last) + 1;
    hits.push({
      rule: rule.id,
      kind: rule.kind,
      field,
      match: text.slice(start, end).slice(0, MATCH_MAX),
      explanation: rule.explanation,
    });
  }
  return hits;
}

/** Every rule the job breaks: one hit per rule and field (its first match), texts first, then the pay. */
export function moderate(job: ModeratedJob): RuleHit[] {
  const hits: RuleHit[] = [];
  const minors = openToMinors(job);
  for (const [field, text] of textsOf(job)) {
    hits.push(...textHits(text, field, (rule) => !rule.onlyWhenOpenToMinors || minors));
  }
  return [...hits, ...payHits(job)];
}

/** The hits whose rule the poster did not acknowledge. */
export function unacknowledged(hits: readonly RuleHit[], acknowledged: readonly string[] = []): RuleHit[] {
  return hits.filter((hit) => !acknowledged.includes(hit.rule));
}
