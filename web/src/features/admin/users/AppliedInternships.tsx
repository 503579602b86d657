import { APPLICATION_STATUSES, labelOf } from '#shared/domain/codes';
import { type Column, DataTable } from '#web/components/DataTable';
import { Paginator } from '#web/components/Paginator';
import { TableCard } from '#web/components/TableCard';
import { type Pager, pageTable } from '#web/lib/pager';
import type { UserDetailRow, UserDetailsPage } from '../api/get-user';

const COLUMNS: Column<UserDetailRow>[] = [
  { header: 'Title', cell: (row) => row.TITLE },
  { header: 'Status', cell: (row) => labelOf(APPLICATION_STATUSES, row.STATUS), width: '120px' },
];

interface AppliedInternshipsProps {
  pager: Pager;
  page: { data?: UserDetailsPage; error?: unknown; isLoading: boolean };
}

/**
 * The user's Applied Internships (Title, Status as New, Shortlisted, ...), a page at a time. The server answers a
 * student with no applications as one row with TITLE null: that is the empty line, not a row.
 */
export function AppliedInternships({ pager, page }: AppliedInternshipsProps) {
  const table = pageTable(pager, page);
  return (
    <TableCard headingId="applied-internships" title="Applied Internships">
      <DataTable
        label="Applied internships"
        columns={COLUMNS}
        {...table}
        rows={table.rows.filter((row) => row.TITLE !== null)}
        rowKey={(row, index) => `${index}:${row.TITLE}`}
        emptyText="No applied internships yet."
      />
      <Paginator label="Applied internships" pager={pager} page={page} />
    </TableCard>
  );
}
