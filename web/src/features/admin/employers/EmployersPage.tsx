/** `/admin/employers` (not in the spec): every employer organisation, newest first, a page at a time. */

import { Link } from 'react-router-dom';
import { districtName } from '#shared/domain/districts';
import { type Column, DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { PageTitle } from '#web/components/PageTitle';
import { formatDate } from '#web/lib/format';
import { pageTable, usePager } from '#web/lib/pager';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { type EmployerRow, useEmployerOrganisations } from '../api/employer-checks';
import { STATUS_LABELS } from './employer-values';

const columns: Column<EmployerRow>[] = [
  {
    header: 'Name',
    width: '28%',
    cell: (row) => <Link to={paths.adminEmployer(row.id)}>{row.brandName ?? row.legalName}</Link>,
  },
  { header: 'City', width: '14%', cell: (row) => districtName(row.city) },
  { header: 'Level', width: '18%', cell: (row) => <EmployerBadge level={row.level} /> },
  { header: 'Status', width: '12%', cell: (row) => STATUS_LABELS[row.status] },
  { header: 'Members', width: '10%', cell: (row) => String(row.members) },
  { header: 'Created', width: '18%', cell: (row) => formatDate(row.createdAt) },
];

export function EmployersPage() {
  const type = useTypography();
  const pager = usePager();
  const page = useEmployerOrganisations(pager.request);
  return (
    <>
      <PageTitle title="Employers" />
      <h1 className={type.sectionTitle}>Employers</h1>
      <TableCard headingId="employers-title" title="All employers">
        <DataTable
          label="Employers"
          columns={columns}
          {...pageTable(pager, page)}
          rowKey={(row) => row.id}
          emptyText="No employers yet."
          minWidth="720px"
        />
        <Paginator label="Employers" pager={pager} page={page} />
      </TableCard>
    </>
  );
}
