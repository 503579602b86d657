/**
 * What a job keeps of its check against the rules when its poster acknowledged hits (RULE_CHECK on the job,
 * and on the history item of the edit that made it): the rule set's version, each hit as the poster was shown
 * it, who acknowledged and when. Self-contained, so a moderation queue can show it as it was whatever the
 * rules say later.
 */
import type { RuleHit } from './moderate';

/** What a rule looks for: money asked of the worker, contact details, the pay, known scams, unsafe work for minors. */
export const RULE_KINDS = ['asksForMoney', 'contactDetails', 'pay', 'scamPattern', 'minors'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export interface StoredRuleHit {
  RULE: string;
  KIND: RuleKind;
  FIELD: string;
  MATCH: string;
  EXPLANATION: string;
}

export interface RuleCheck {
  RULES_VERSION: string;
  HITS: StoredRuleHit[];
  BY: { ID: number; EMAIL: string };
  AT: string;
}

/** The input field the poster acknowledges hits with: the rule ids they checked. */
export const ACKNOWLEDGED_FIELD = 'acknowledgedRuleHits';
export const RULE_ID_PATTERN = /^[a-z]+\.[a-zA-Z]+$/;
/** The `code` of the 400 refusing a posting with hits not acknowledged. */
export const RULE_HITS_CODE = 'ruleHits';

export const ruleHitsRefusal = (count: number) =>
  `This job matches ${count === 1 ? 'a rule' : `${count} rules`} against scam postings. Change the fields named, or check them and confirm they are genuine.`;

/** A hit's line in the refusal, under its field: the explanation, the rule and the text matched. */
export const ruleHitMessage = (hit: RuleHit) => `${hit.explanation} (rule ${hit.rule}: "${hit.match}")`;

export function storedHits(hits: readonly RuleHit[]): StoredRuleHit[] {
  return hits.map((hit) => ({
    RULE: hit.rule,
    KIND: hit.kind,
    FIELD: hit.field,
    MATCH: hit.match,
    EXPLANATION: hit.explanation,
  }));
}
