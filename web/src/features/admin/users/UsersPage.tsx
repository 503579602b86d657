import { makeStyles, tokens } from '@fluentui/react-components';
import { PageTitle } from '#web/components/PageTitle';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { type UserRow, useUsers } from '../api/get-users';
import { useUpdateStudentAccount } from '../api/update-student-account';
import { type Column, DataTable } from '../components/DataTable';
import { EmailText } from '../components/EmailText';
import { Paginator } from '../components/Paginator';
import { pageTable, usePager } from '../components/pager';
import { SearchBox } from '../components/SearchBox';
import { StatusToggle, useStatusSaving } from '../components/StatusToggle';
import { TableCard } from '../components/TableCard';
import { ViewLink } from '../components/ViewLink';
import { displayName } from '../components/values';

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  noName: { color: tokens.colorNeutralForeground3 },
});

/** `/admin/users` (spec section 2): the students, with Search, the table (Name, Email, Actions) and a paginator. */
export function UsersPage() {
  const styles = useStyles();
  const type = useTypography();
  const pager = usePager();
  const page = useUsers(pager.request);
  const updateStatus = useUpdateStudentAccount();
  const { saving, save } = useStatusSaving();

  const columns: Column<UserRow>[] = [
    {
      header: 'Name',
      width: '36%',
      cell: (row) => row.NAME || <span className={styles.noName}>No name yet</span>,
    },
    { header: 'Email', cell: (row) => <EmailText email={row.EMAIL} /> },
    {
      header: 'Actions',
      width: '96px',
      cell: (row) => (
        <div className={styles.actions}>
          <StatusToggle
            name={displayName(row)}
            active={row.ACTIVE === 1}
            onChange={(status) => void save(() => updateStatus(row.ID, status))}
          />
          <ViewLink to={paths.adminUser(row.ID)} name={displayName(row)} />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Users" />
      <h1 className={type.sectionTitle}>Users</h1>
      <TableCard headingId="users-title" title="All users" saving={saving}>
        <SearchBox label="Search users" onSearch={pager.setSearch} />
        <DataTable
          label="Users"
          columns={columns}
          {...pageTable(pager, page)}
          rowKey={(row) => String(row.ID)}
          emptyText={pager.search ? 'No users match this search.' : 'No users yet.'}
        />
        <Paginator label="Users" pager={pager} page={page} />
      </TableCard>
    </>
  );
}
