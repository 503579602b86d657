/**
 * `/admin/employers/:id` (not in the spec): one organisation for the admin: its details, members, verification
 * with the GST registry's answer and the certificate (its link audited), its jobs, reports and limits
 * (EmployerActivity), the audit trail, and the decisions:
 * verify or refuse pending documents, suspend (with the reason the members read) or reinstate.
 */

import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { districtName } from '#shared/domain/districts';
import {
  ADMIN_REASON_MAX,
  adminReasonSchema,
  CERTIFICATE_NAMES,
  ORGANISATION_AUDIT_LABELS,
} from '#shared/domain/employer-checks';
import { BackLink } from '#web/components/back-office/BackLink';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { PageTitle } from '#web/components/PageTitle';
import { ApiError } from '#web/lib/api';
import { formatDate, formatDateTime } from '#web/lib/format';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import {
  type EmployerOrganisation,
  useDecideVerification,
  useEmployerOrganisation,
  useOpenCertificate,
  useSuspension,
} from '../api/employer-checks';
import { ReasonDialog, type ReasonRequest } from '../components/ReasonDialog';
import { EmployerActivity } from './EmployerActivity';
import { DOCUMENT_CHECK_LABELS, STATUS_LABELS } from './employer-values';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

type Action = 'verify' | 'refuse' | 'suspend' | 'reinstate';

function requestOf(action: Action | null, name: string): ReasonRequest | null {
  switch (action) {
    case null:
      return null;
    case 'verify':
      return {
        title: `Verify ${name}?`,
        confirmLabel: 'Verify',
        effect: 'The organisation gets the level "Documents checked", and its owners are told by e-mail.',
        reason: 'none',
      };
    case 'refuse':
      return {
        title: `Refuse the documents of ${name}?`,
        confirmLabel: 'Refuse',
        effect: 'The owners are told by e-mail, with the reason, and may send the documents again.',
        reason: 'required',
        reasonLabel: 'Reason for the employer',
      };
    case 'suspend':
      return {
        title: `Suspend ${name}?`,
        confirmLabel: 'Suspend',
        effect:
          "Every member is signed out at once and cannot sign in, the organisation's live jobs leave search, and the members are told by e-mail, with the reason.",
        reason: 'required',
        reasonLabel: 'Reason for the members',
      };
    case 'reinstate':
      return {
        title: `Reinstate ${name}?`,
        confirmLabel: 'Reinstate',
        effect: 'The members may sign in again and the jobs the suspension paused are open again.',
        reason: 'optional',
        reasonLabel: 'Note for the audit trail',
      };
  }
}

function registryText(registry: EmployerOrganisation['registry']): string {
  switch (registry.outcome) {
    case 'off':
      return 'No GST registry is configured: check the certificate by eye.';
    case 'unavailable':
      return 'The GST registry did not answer. Try again later, or check the certificate by eye.';
    case 'notFound':
      return 'The GST registry has no taxpayer with this GSTIN.';
    case 'notGstin':
      return 'The organisation gave no GSTIN: the GST registry cannot be asked.';
    case 'found':
      return [
        `Legal name: ${registry.legalName}${registry.legalNameMatches ? ' (matches)' : ' (does not match the name given)'}`,
        `trade name: ${registry.tradeName || 'none'}`,
        `status: ${registry.status}`,
        `registered since: ${registry.registeredOn || 'not given'}`,
      ].join('; ');
  }
}

export function EmployerDetailsPage() {
  const styles = useStyles();
  const type = useTypography();
  const { id = '' } = useParams();
  const answer = useEmployerOrganisation(id);
  const decide = useDecideVerification();
  const suspension = useSuspension();
  const openCertificate = useOpenCertificate();
  const toast = useToast();
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const data = answer.data;
  const name = data ? (data.organisation.brandName ?? data.organisation.legalName) : 'Employer';

  async function run(work: () => Promise<void>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      toast(done, 'success');
    } catch (error: unknown) {
      setProblem(error instanceof ApiError && error.message ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
      setAction(null);
    }
  }

  function confirm(reason: string | undefined) {
    if (action === 'verify' || action === 'refuse')
      void run(
        () => decide(id, action, reason),
        action === 'verify' ? `Verified: ${name}` : `Refused: ${name}`,
      );
    else if (action === 'suspend') void run(() => suspension(id, true, reason), `Suspended: ${name}`);
    else if (action === 'reinstate') void run(() => suspension(id, false, reason), `Reinstated: ${name}`);
  }

  return (
    <div className={styles.page}>
      <PageTitle title={name} />
      <BackLink to={paths.adminEmployers}>Employers</BackLink>
      <h1 className={type.sectionTitle}>{name}</h1>
      {answer.error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{answer.error.message || 'The organisation could not be loaded.'}</MessageBarBody>
        </MessageBar>
      ) : null}
      {problem ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data ? (
        <>
          <TableCard headingId="employer-details" title="Details">
            <DetailList
              missing="Not given"
              items={[
                { term: 'Legal name', value: data.organisation.legalName },
                { term: 'Brand name', value: data.organisation.brandName ?? '' },
                { term: 'Website', value: data.organisation.website ?? '' },
                { term: 'City', value: districtName(data.organisation.city) },
                { term: 'Address', value: data.organisation.address },
                {
                  term: 'Contact',
                  value: `${data.organisation.contactName}, ${data.organisation.contactRole}`,
                },
                {
                  term: 'Registration',
                  value: `${data.organisation.registrationKind.toUpperCase()} ${data.organisation.registrationNumber}`,
                },
                { term: 'Created', value: formatDate(data.organisation.createdAt) },
                {
                  term: 'Status',
                  value: data.organisation.suspension
                    ? `${STATUS_LABELS.suspended} on ${formatDateTime(data.organisation.suspension.at)}: ${data.organisation.suspension.reason}`
                    : STATUS_LABELS[data.organisation.status],
                },
              ]}
            />
            <div className={styles.actions}>
              {data.organisation.status === 'active' ? (
                <Button onClick={() => setAction('suspend')}>Suspend</Button>
              ) : (
                <Button onClick={() => setAction('reinstate')}>Reinstate</Button>
              )}
            </div>
          </TableCard>

          <TableCard headingId="employer-verification" title="Verification">
            <DetailList
              missing="Not sent"
              items={[
                { term: 'Level', value: <EmployerBadge level={data.organisation.level} /> },
                { term: 'Documents', value: DOCUMENT_CHECK_LABELS[data.organisation.verification.documents] },
                {
                  term: 'Certificate',
                  value: data.certificate
                    ? `${CERTIFICATE_NAMES[data.certificate.kind]}, sent ${formatDateTime(data.certificate.submittedAt)}`
                    : '',
                },
                { term: 'GST registry', value: registryText(data.registry) },
                ...(data.organisation.verification.reason
                  ? [{ term: 'Reason given', value: data.organisation.verification.reason }]
                  : []),
              ]}
            />
            <p className={styles.note}>The registry's answer informs your check; it decides nothing.</p>
            <div className={styles.actions}>
              {data.certificate ? (
                <Button
                  onClick={() =>
                    void openCertificate(id).catch((error: unknown) =>
                      setProblem(error instanceof ApiError ? error.message : 'Please try again.'),
                    )
                  }
                >
                  Open the certificate
                </Button>
              ) : null}
              {data.organisation.verification.documents === 'pending' ? (
                <>
                  <Button appearance="primary" onClick={() => setAction('verify')}>
                    Verify
                  </Button>
                  <Button onClick={() => setAction('refuse')}>Refuse</Button>
                </>
              ) : null}
            </div>
          </TableCard>

          <TableCard headingId="employer-members" title="Members">
            <ul className={styles.list}>
              {data.members.map((member) => (
                <li key={member.memberId}>
                  {member.name} ({member.email}), {member.role}, joined {formatDate(member.joinedAt)}
                </li>
              ))}
            </ul>
          </TableCard>

          <EmployerActivity data={data} />

          <TableCard headingId="employer-audit" title="Audit trail">
            {data.audit.length === 0 ? (
              <p className={styles.note}>No decisions yet.</p>
            ) : (
              <ul className={styles.list}>
                {data.audit.map((entry) => (
                  <li key={`${entry.at}#${entry.action}`}>
                    {formatDateTime(entry.at)}: {ORGANISATION_AUDIT_LABELS[entry.action]} by {entry.by.email}
                    {entry.reason ? `: ${entry.reason}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </TableCard>
        </>
      ) : null}
      <ReasonDialog
        rule={{ schema: adminReasonSchema, max: ADMIN_REASON_MAX }}
        request={requestOf(action, name)}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAction(null)}
      />
    </div>
  );
}
