import type * as z from 'zod/mini';
import type { staffPrivacyView } from '#shared/api/privacy';
import type { PrivacyState } from '#shared/domain/privacy';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { dateText, NOT_PROVIDED } from '../components/values';

type StaffPrivacyView = z.output<typeof staffPrivacyView>;

const STATE_TEXT: Record<PrivacyState, string> = {
  given: 'Given',
  consentNeeded: 'Waiting for the student to accept the privacy notice',
  parentPending: "Waiting for a parent's or guardian's consent",
};

/**
 * The student's consent on the admin's user detail: where it stands, the notice version accepted and
 * when, SMS updates, and for a student under 18 the parent or guardian and when they consented (or that they
 * have not yet). English, as the admin area is.
 */
export function UserConsent({ privacy }: { privacy: StaffPrivacyView }) {
  const parent = privacy.parent;
  const items = [
    { term: 'Consent', value: STATE_TEXT[privacy.state] },
    {
      term: 'Privacy notice accepted',
      value: privacy.acceptedVersion
        ? `Version ${privacy.acceptedVersion}${privacy.acceptedAt ? `, on ${dateText(privacy.acceptedAt)}` : ''}`
        : 'Not yet',
    },
    { term: 'SMS updates', value: privacy.smsUpdates ? 'Yes' : 'No' },
    // Only for a worker who opted in to WhatsApp.
    ...(privacy.whatsapp ? [{ term: 'WhatsApp updates', value: 'Yes' }] : []),
    { term: 'Under 18', value: privacy.minor ? 'Yes' : 'No' },
  ];
  if (privacy.minor) {
    items.push(
      { term: 'Parent or guardian', value: parent ? `${parent.name}, ${parent.mobile}` : '' },
      {
        term: 'Parent consented',
        value: parent
          ? parent.consentedAt
            ? `On ${dateText(parent.consentedAt)}`
            : `Pending: link sent on ${dateText(parent.sentAt)}, expires on ${dateText(parent.expiresAt)}`
          : '',
      },
    );
  }
  return (
    <TableCard headingId="user-consent" title="Consent">
      <DetailList items={items} missing={NOT_PROVIDED} />
    </TableCard>
  );
}
