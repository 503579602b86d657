/** What each part of the sections editor is given: its value, the change, and the errors by path. */
import { plainTextMessages } from '#shared/domain/rules';
import type { MessageId, Translate } from '#web/lib/i18n';

export interface PartProps<T> {
  value: T;
  onChange: (value: T) => void;
  /**
   * The message to show at a path of the sections (`experience.0.link`), once the form shows errors; with
   * `under`, the first at the path or below it.
   */
  error: (path: string, under?: boolean) => string | undefined;
  disabled?: boolean;
}

/** The labels the schema's free-text rules name fields by, as the catalogues name them. */
const LABELS: Record<string, MessageId> = {
  Skill: 'sections.ownSkill',
  Title: 'sections.entryTitle',
  Organisation: 'sections.organisation',
  'What you did': 'sections.experience',
  Link: 'sections.link',
  'Certificate name': 'sections.certificateName',
  Issuer: 'sections.issuer',
  'About me': 'sections.about',
  Language: 'sections.languageName',
};

/** A schema message (shared/domain/profile-sections.ts) in the worker's language. */
export function sectionsMessage(message: string, t: Translate): string {
  if (message === 'Link must be an https:// link') return t('sections.error.link');
  if (message === 'The end month must not be before the start month') return t('sections.error.dates');
  if (message.startsWith('Please enter the')) return t('sections.error.required');
  for (const [label, id] of Object.entries(LABELS)) {
    if (message === plainTextMessages.markup(label)) return t('validation.markup', { field: t(id) });
    if (message === plainTextMessages.hidden(label)) return t('validation.hidden', { field: t(id) });
  }
  return t('sections.error.invalid');
}
