/** A page of open grievances of one view (all open, due within 14 days, overdue), the earliest due date (the most urgent) first. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { GRIEVANCE_CATEGORY_NAMES, type GrievanceView } from '#shared/domain/grievances';
import { DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { pageTable, usePager } from '#web/lib/pager';
import { paths } from '#web/lib/paths';
import { type GrievanceRow, useGrievances } from '../api/grievances';
import { ViewLink } from '../components/ViewLink';
import { istDate, STATE_TEXT } from './grievance-values';

const useStyles = makeStyles({
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  dueSoon: { fontWeight: tokens.fontWeightSemibold },
});

const VIEW_NAMES: Record<GrievanceView, string> = {
  open: 'open grievances',
  dueSoon: 'grievances due soon',
  overdue: 'overdue grievances',
};

export function GrievancesTable({ view }: { view: GrievanceView }) {
  const styles = useStyles();
  const pager = usePager();
  const page = useGrievances(view, pager.request);
  const columns = [
    { header: 'Reference', width: '18%', cell: (row: GrievanceRow) => row.id },
    { header: 'About', cell: (row: GrievanceRow) => GRIEVANCE_CATEGORY_NAMES[row.category] },
    { header: 'Raised', width: '14%', cell: (row: GrievanceRow) => istDate(row.raisedAt) },
    { header: 'Due', width: '14%', cell: (row: GrievanceRow) => istDate(row.dueAt) },
    {
      header: 'State',
      width: '12%',
      cell: (row: GrievanceRow) => (
        <span
          className={
            row.state === 'overdue' ? styles.overdue : row.state === 'dueSoon' ? styles.dueSoon : undefined
          }
        >
          {STATE_TEXT[row.state]}
        </span>
      ),
    },
    { header: 'Replies', width: '10%', cell: (row: GrievanceRow) => String(row.replies) },
    {
      header: 'View',
      width: '64px',
      cell: (row: GrievanceRow) => (
        <ViewLink to={paths.adminGrievance(row.id)} name={`grievance ${row.id}`} />
      ),
    },
  ];
  const label = VIEW_NAMES[view];
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        {...pageTable(pager, page)}
        rowKey={(row) => row.id}
        emptyText={`No ${label}.`}
        minWidth="720px"
      />
      <Paginator label={label} pager={pager} page={page} />
    </>
  );
}
