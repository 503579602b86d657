import { DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { PageTitle } from '#web/components/PageTitle';
import { pageTable } from '#web/lib/pager';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { type UserRow, useUsers } from '../api/get-users';
import { useUpdateStudentAccount } from '../api/update-student-account';
import { useAccountColumns } from '../components/account-columns';
import { SearchBox } from '../components/SearchBox';
import { useStatusChange } from '../components/status-change';
import { useUrlSearch } from '../components/url-search';

/** `/admin/users` (spec section 2): the students, with Search, the table (Name, Email, Actions) and a paginator. */
export function UsersPage() {
  const type = useTypography();
  const { pager, searchBox } = useUrlSearch('search');
  const page = useUsers(pager.request);
  const updateStatus = useUpdateStudentAccount();
  const status = useStatusChange('student', updateStatus);

  const columns = useAccountColumns<UserRow>({
    onStatusChange: status.request,
    detailsPath: paths.adminUser,
  });

  return (
    <>
      <PageTitle title="Users" />
      <h1 className={type.sectionTitle}>Users</h1>
      <TableCard headingId="users-title" title="All users" saving={status.saving}>
        <SearchBox label="Search users" {...searchBox} />
        <DataTable
          label="Users"
          columns={columns}
          {...pageTable(pager, page)}
          rowKey={(row) => String(row.ID)}
          emptyText={pager.search ? 'No users match this search.' : 'No users yet.'}
        />
        <Paginator label="Users" pager={pager} page={page} />
      </TableCard>
      {status.dialog}
    </>
  );
}
