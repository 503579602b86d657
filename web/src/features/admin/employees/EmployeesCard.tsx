import { EMPLOYEE_TYPES, type EmployeeType, labelOf } from '#shared/domain/codes';
import { DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { pageTable, usePager } from '#web/lib/pager';
import { paths } from '#web/lib/paths';
import { type EmployeeRow, useEmployees } from '../api/get-employees';
import { useUpdateEmployeeStatus } from '../api/update-employee-status';
import { useAccountColumns } from '../components/account-columns';
import { SearchBox } from '../components/SearchBox';
import { useStatusChange } from '../components/status-change';

/** One type's card on All employees: Search, the table (Name, Email, Actions) and its paginator. */
export function EmployeesCard({ type }: { type: EmployeeType }) {
  const title = labelOf(EMPLOYEE_TYPES, type);
  const label = `${title} employees`;
  const pager = usePager();
  const page = useEmployees(type, pager.request);
  const updateStatus = useUpdateEmployeeStatus();
  const status = useStatusChange('employee', updateStatus);

  const columns = useAccountColumns<EmployeeRow>({
    onStatusChange: status.request,
    detailsPath: paths.adminEmployee,
  });

  return (
    <TableCard headingId={`employees-${type}`} title={title} saving={status.saving}>
      <SearchBox label={`Search ${label}`} onSearch={pager.setSearch} />
      <DataTable
        label={label}
        columns={columns}
        {...pageTable(pager, page)}
        rowKey={(row) => String(row.ID)}
        emptyText={pager.search ? `No ${label} match this search.` : `No ${label} yet.`}
      />
      <Paginator label={label} pager={pager} page={page} />
      {status.dialog}
    </TableCard>
  );
}
