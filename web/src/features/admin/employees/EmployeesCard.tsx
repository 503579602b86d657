import { makeStyles, tokens } from '@fluentui/react-components';
import { EMPLOYEE_TYPES, type EmployeeType, labelOf } from '#shared/domain/codes';
import { paths } from '#web/lib/paths';
import { type EmployeeRow, useEmployees } from '../api/get-employees';
import { useUpdateEmployeeStatus } from '../api/update-employee-status';
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

/** One type's card on All employees: Search, the table (Name, Email, Actions) and its paginator. */
export function EmployeesCard({ type }: { type: EmployeeType }) {
  const styles = useStyles();
  const title = labelOf(EMPLOYEE_TYPES, type);
  const label = `${title} employees`;
  const pager = usePager();
  const page = useEmployees(type, pager.request);
  const updateStatus = useUpdateEmployeeStatus();
  const { saving, save } = useStatusSaving();

  const columns: Column<EmployeeRow>[] = [
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
          <ViewLink to={paths.adminEmployee(row.ID)} name={displayName(row)} />
        </div>
      ),
    },
  ];

  return (
    <TableCard headingId={`employees-${type}`} title={title} saving={saving}>
      <SearchBox label={`Search ${label}`} onSearch={pager.setSearch} />
      <DataTable
        label={label}
        columns={columns}
        {...pageTable(pager, page)}
        rowKey={(row) => String(row.ID)}
        emptyText={pager.search ? `No ${label} match this search.` : `No ${label} yet.`}
      />
      <Paginator label={label} pager={pager} page={page} />
    </TableCard>
  );
}
