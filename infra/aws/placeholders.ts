/**
 * The committed example stage file (stages/example.json) is filled with values that look real and are not:
 * ARNs of the AWS documentation's example account, a Google client, DLT ids and a WhatsApp number that belong
 * to nobody. Synthesizing it is useful (CI does); bootstrapping, diffing or deploying a copy of it unchanged
 * would point a stage at another account's resources. `placeholderProblems` names each such value that a
 * stage's file still holds; scripts/cdk.ts refuses those steps on any.
 */
import { readStageFile, type StageFile } from './stage-file';
import type { StageKey } from './stage-schema';

/** The account id of the AWS documentation's examples, which example.json's ARNs use. */
export const PLACEHOLDER_ACCOUNT = '123456789012';

/** The example's own stage: its file is the source of the placeholder values. */
export const EXAMPLE_STAGE = 'example';

/** Settings whose value identifies something that belongs to one stage: the example's is nobody's. */
export const IDENTIFYING_KEYS: readonly StageKey[] = [
  'googleClientId',
  'smsEntityId',
  'smsOtpTemplateId',
  'smsReviewTemplateId',
  'smsParentTemplateId',
  'smsRetentionTemplateId',
  'smsOtpTemplateIdHi',
  'smsOtpTemplateIdTe',
  'smsReviewTemplateIdHi',
  'smsReviewTemplateIdTe',
  'smsAlertTemplateId',
  'smsAlertTemplateIdHi',
  'smsAlertTemplateIdTe',
  'whatsappPhoneNumberId',
  'certificateArn',
  'githubOidcProviderArn',
  'backupCopyVaultArn',
];

/** Each value of `settings` that is a placeholder, as a message naming its key; none for a real stage. */
export function placeholderProblems(
  settings: StageFile,
  example: StageFile = readStageFile(EXAMPLE_STAGE),
): string[] {
  const problems: string[] = [];
  const values = settings as Partial<Record<StageKey, string>>;
  const exampleValues = example as Partial<Record<StageKey, string>>;
  for (const [key, value] of Object.entries(values) as [StageKey, string | undefined][]) {
    if (value === undefined) continue;
    if (value.includes(`:${PLACEHOLDER_ACCOUNT}:`)) {
      problems.push(`"${key}" names the placeholder account ${PLACEHOLDER_ACCOUNT}`);
    } else if (IDENTIFYING_KEYS.includes(key) && value === exampleValues[key]) {
      problems.push(`"${key}" is still the example's "${value}"`);
    }
  }
  return problems;
}
