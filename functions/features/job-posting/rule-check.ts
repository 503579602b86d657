/**
 * The rules against scam postings on the server: the same `moderate` the form runs. A posting with a hit its
 * poster did not acknowledge is refused (400, code `ruleHits`, each hit under its field); one whose hits were
 * all acknowledged gets its RULE_CHECK record.
 */
import { BadRequest } from '#lib/errors';
import { type ModeratedJob, moderate, unacknowledged } from '#shared/domain/moderation/moderate';
import {
  RULE_HITS_CODE,
  type RuleCheck,
  ruleHitMessage,
  ruleHitsRefusal,
  storedHits,
} from '#shared/domain/moderation/rule-check';
import { RULES_VERSION } from '#shared/domain/moderation/rules';

/** RULE_CHECK of a posting by `by` at `at`; undefined when no rule holds; a 400 when a hit is not acknowledged. */
export function checkAgainstRules(
  posting: ModeratedJob,
  acknowledged: readonly string[] | undefined,
  by: RuleCheck['BY'],
  at: string,
): RuleCheck | undefined {
  const hits = moderate(posting);
  const open = unacknowledged(hits, acknowledged);
  if (open.length > 0) {
    throw Object.assign(new BadRequest(ruleHitsRefusal(open.length)), {
      code: RULE_HITS_CODE,
      errors: open.map((hit) => ({ field: hit.field, message: ruleHitMessage(hit) })),
    });
  }
  return hits.length > 0 ? { RULES_VERSION, HITS: storedHits(hits), BY: by, AT: at } : undefined;
}
