/**
 * `/admin/verifications` (not in the spec): the organisations whose certificate waits for a check, the oldest
 * submission first. The admin opens an organisation to read its certificate and the GST registry's answer,
 * then verifies it or refuses it with the reason the employer reads. A decision someone made first is a 409:
 * the queue is read again.
 */
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ADMIN_REASON_MAX,
  adminReasonSchema,
  CERTIFICATE_NAMES,
  type VerificationDecision,
} from '#shared/domain/employer-checks';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { type Column, DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { PageTitle } from '#web/components/PageTitle';
import { ApiError } from '#web/lib/api';
import { formatDateTime } from '#web/lib/format';
import { pageTable, usePager } from '#web/lib/pager';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { useDecideVerification, useVerificationQueue, type VerificationRow } from '../api/employer-checks';
import { ReasonDialog, type ReasonRequest } from '../components/ReasonDialog';

const useStyles = makeStyles({
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface Pending {
  row: VerificationRow;
  decision: VerificationDecision;
}

const nameOf = (row: VerificationRow) => row.brandName ?? row.legalName;

function requestOf(pending: Pending | null): ReasonRequest | null {
  if (!pending) return null;
  return pending.decision === 'verify'
    ? {
        title: `Verify ${nameOf(pending.row)}?`,
        confirmLabel: 'Verify',
        effect: 'The organisation gets the level "Documents checked", and its owners are told by e-mail.',
        reason: 'none',
      }
    : {
        title: `Refuse the documents of ${nameOf(pending.row)}?`,
        confirmLabel: 'Refuse',
        effect: 'The owners are told by e-mail, with the reason, and may send the documents again.',
        reason: 'required',
        reasonLabel: 'Reason for the employer',
      };
}

export function VerificationsPage() {
  const styles = useStyles();
  const type = useTypography();
  const pager = usePager();
  const page = useVerificationQueue(pager.request);
  const decide = useDecideVerification();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm(reason: string | undefined) {
    if (!pending) return;
    setBusy(true);
    setProblem(null);
    try {
      await decide(pending.row.id, pending.decision, reason);
      toast(`${pending.decision === 'verify' ? 'Verified' : 'Refused'}: ${nameOf(pending.row)}`, 'success');
    } catch (error: unknown) {
      const message = error instanceof ApiError && error.message ? error.message : 'Please try again.';
      setProblem(`${nameOf(pending.row)}: ${message}`);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const columns: Column<VerificationRow>[] = [
    {
      header: 'Organisation',
      width: '26%',
      cell: (row) => <Link to={paths.adminEmployer(row.id)}>{nameOf(row)}</Link>,
    },
    { header: 'City', width: '12%', cell: (row) => row.city },
    {
      header: 'Certificate',
      width: '22%',
      cell: (row) => `${CERTIFICATE_NAMES[row.registrationKind]}, ${row.registrationNumber}`,
    },
    { header: 'Level', width: '14%', cell: (row) => <EmployerBadge level={row.level} /> },
    { header: 'Sent', width: '12%', cell: (row) => formatDateTime(row.submittedAt) },
    {
      header: 'Decision',
      width: '14%',
      cell: (row) => (
        <div className={styles.actions}>
          <Button
            size="small"
            aria-label={`Verify: ${nameOf(row)}`}
            onClick={() => setPending({ row, decision: 'verify' })}
          >
            Verify
          </Button>
          <Button
            size="small"
            aria-label={`Refuse: ${nameOf(row)}`}
            onClick={() => setPending({ row, decision: 'refuse' })}
          >
            Refuse
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Verifications" />
      <h1 className={type.sectionTitle}>Verifications</h1>
      <TableCard headingId="verifications-title" title="Documents waiting for a check">
        <p className={styles.intro}>
          The oldest first. Open an organisation to read its certificate and the GST registry's answer before
          you decide. The procedure is in docs/operations.md, "Checking an employer's documents".
        </p>
        {problem ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <DataTable
          label="Documents waiting for a check"
          columns={columns}
          {...pageTable(pager, page)}
          rowKey={(row) => row.id}
          emptyText="No documents are waiting for a check."
          minWidth="900px"
        />
        <Paginator label="documents waiting for a check" pager={pager} page={page} />
      </TableCard>
      <ReasonDialog
        rule={{ schema: adminReasonSchema, max: ADMIN_REASON_MAX }}
        request={requestOf(pending)}
        busy={busy}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
