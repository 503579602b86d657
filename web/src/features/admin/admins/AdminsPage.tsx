import { makeStyles, tokens } from '@fluentui/react-components';
import { DataTable } from '#web/components/back-office/DataTable';
import { EmailText } from '#web/components/back-office/EmailText';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { PageTitle } from '#web/components/PageTitle';
import { pageTable, usePager } from '#web/lib/pager';
import { useTypography } from '#web/lib/typography';
import { type AdminRow, useAdmins } from '../api/staff-accounts';
import { credentialText, StaffAccountActions } from '../components/StaffAccountActions';
import { activeText, displayName } from '../components/values';

const useStyles = makeStyles({
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
  you: { color: tokens.colorNeutralForeground3 },
});

/**
 * `/admin/admins` (not in the spec): the admin accounts with their status and log-in, and the actions
 * on each other admin: a new temporary password, revoking it, ending sessions, deactivating or activating.
 * The admin's own row has none (Change password and Logout are theirs); one admin who can log in always remains.
 */
export function AdminsPage() {
  const styles = useStyles();
  const type = useTypography();
  const pager = usePager();
  const page = useAdmins(pager.request);

  const columns = [
    {
      header: 'Name',
      width: '26%',
      cell: (row: AdminRow) => (
        <>
          {displayName(row)}
          {row.SELF ? <span className={styles.you}> (you)</span> : null}
        </>
      ),
    },
    { header: 'Email', cell: (row: AdminRow) => <EmailText email={row.EMAIL} /> },
    { header: 'Status', width: '12%', cell: (row: AdminRow) => activeText(row.ACTIVE) },
    { header: 'Log-in', width: '24%', cell: (row: AdminRow) => credentialText(row) },
    {
      header: 'Actions',
      width: '112px',
      cell: (row: AdminRow) =>
        row.SELF ? null : <StaffAccountActions account={row} kind="admin" layout="menu" />,
    },
  ];

  return (
    <>
      <PageTitle title="Admins" />
      <h1 className={type.sectionTitle}>Admins</h1>
      <TableCard headingId="admins-title" title="Admin accounts">
        <p className={styles.intro}>
          Another admin can send you a new password or deactivate you; nobody can deactivate their own
          account, so one admin always remains. New admins are added with npm run admin:create.
        </p>
        <DataTable
          label="Admins"
          columns={columns}
          {...pageTable(pager, page)}
          rowKey={(row) => String(row.ID)}
          emptyText="No admins yet."
          minWidth="640px"
        />
        <Paginator label="Admins" pager={pager} page={page} />
      </TableCard>
    </>
  );
}
