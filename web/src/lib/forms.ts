/**
 * Forms validate with the schemas of shared/domain/rules.ts, the ones the server uses, and show their
 * messages in the worker's language: each rule's English message is looked up in the catalogues (the server's
 * 400 answers stay English). A field shows its error once touched (left) or once the form was submitted (spec
 * section 5).
 */
import { MINIMUM_WORKER_AGE_YEARS } from '#shared/domain/constants';
import { messages, parentDobMessage, plainTextMessages } from '#shared/domain/rules';
import { type MessageId, translate } from './i18n';

/** The catalogue id of each rule message the worker's forms can show. */
const ruleMessageIds = new Map<string, MessageId>([
  [messages.name, 'validation.name'],
  [messages.gender, 'validation.gender'],
  [messages.dobRequired, 'validation.dobRequired'],
  [messages.dobInvalid, 'validation.dobInvalid'],
  [messages.languages, 'validation.languages'],
  ['Each language may be chosen once', 'validation.languagesOnce'],
  [messages.city, 'validation.city'],
  [messages.education, 'validation.education'],
  [messages.mobileNumber, 'validation.mobileNumber'],
  [messages.otp, 'validation.otp'],
  [messages.collegeName, 'validation.collegeName'],
  [messages.email, 'validation.email'],
  [parentDobMessage, 'validation.parentDob'],
]);

/** The labels plainText() names fields by, as the catalogues name them. */
const plainTextLabels = new Map<string, MessageId>([
  ['Name', 'auth.name'],
  ['College name', 'field.collegeName'],
]);

/** A rule's message in the active language; a message without a catalogue entry stays as written. */
export function translateRuleMessage(message: string): string {
  const id = ruleMessageIds.get(message);
  if (id) return translate(id, { age: MINIMUM_WORKER_AGE_YEARS });
  for (const [label, labelId] of plainTextLabels) {
    if (message === plainTextMessages.hidden(label))
      return translate('validation.hidden', { field: translate(labelId) });
    if (message === plainTextMessages.markup(label))
      return translate('validation.markup', { field: translate(labelId) });
  }
  return message;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each top-level field of a failed parse, in the active language. */
export function errorsByField<F extends string>(
  issues: readonly Issue[] | undefined,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues ?? []) {
    const field = String(issue.path[0] ?? '') as F;
    errors[field] ??= translateRuleMessage(issue.message);
  }
  return errors;
}

export { useFormTouch } from './form-touch';
