import { EMPLOYEE_TYPES, type EmployeeType, labelOf } from '#shared/domain/codes';
import { DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { pageTable } from '#web/lib/pager';
import { paths } from '#web/lib/paths';
import { type EmployeeRow, useEmployees } from '../api/get-employees';
import { useUpdateEmployeeStatus } from '../api/update-employee-status';
import { useAccountColumns } from '../components/account-columns';
import { SearchBox } from '../components/SearchBox';
import { useStatusChange } from '../components/status-change';
import { useUrlSearch } from '../components/url-search';

/** One type's card on All employees: Search, the table (Name, Email, Actions) and its paginator. */
export function EmployeesCard({ type }: { type: EmployeeType }) {
  const title = labelOf(EMPLOYEE_TYPES, type);
  const label = `${title} employees`;
  // Each card's search in the URL under its own name: `?hr-search=priya&ops-search=ravi`.
  const { pager, searchBox } = useUrlSearch(`${type.toLowerCase()}-search`);
  const page = useEmployees(type, pager.request);
  const updateStatus = useUpdateEmployeeStatus();
  const status = useStatusChange('employee', updateStatus);

  const columns = useAccountColumns<EmployeeRow>({
    onStatusChange: status.request,
    detailsPath: paths.adminEmployee,
  });

  return (
    <TableCard headingId={`employees-${type}`} title={title} saving={status.saving}>
      <SearchBox label={`Search ${label}`} {...searchBox} />
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
