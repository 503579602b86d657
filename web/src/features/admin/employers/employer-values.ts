/** The English words of the admin's employer screens. */
import type { DocumentCheck } from '#shared/domain/employer-verification';

export const DOCUMENT_CHECK_LABELS: Record<DocumentCheck, string> = {
  none: 'Not sent',
  pending: 'Waiting for a check',
  checked: 'Checked',
  refused: 'Refused',
};

export const STATUS_LABELS = { active: 'Active', suspended: 'Suspended' } as const;
