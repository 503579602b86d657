import type { StaffAccessEntry } from '#shared/api/my-data';
import { STAFF_ACCESS_SHOWN } from '#shared/api/my-data';
import { type Column, DataTable } from '#web/components/back-office/DataTable';
import { TableCard } from '#web/components/back-office/TableCard';
import { reviewTime } from './AppliedInternships';

/** What each staff read shows, in words. */
const WHAT_TEXT: Record<string, string> = {
  getUserDataById: 'User details (admin)',
  getInternalDataById: "A job's applications list (HR/OPS)",
  getApplicationDetails: 'One application opened (HR/OPS)',
  exportApplications: "A job's applications CSV export (HR/OPS)",
  getApplicantThread: "An application's messages read (HR/OPS or the employer)",
};

const DATA_TEXT: Record<string, string> = {
  profile: 'profile',
  contacts: 'contacts',
  applications: 'applications',
  consent: 'consent',
  documents: 'documents',
  resume: 'resume',
  messages: 'messages',
};

function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : reviewTime.format(date);
}

const COLUMNS: Column<StaffAccessEntry>[] = [
  { header: 'When', cell: (entry) => when(entry.at), width: '28%' },
  {
    header: 'Who',
    cell: (entry) =>
      entry.organisation === undefined
        ? `${entry.byRole} #${entry.byId}`
        : `${entry.byRole} #${entry.byId} of ${entry.organisation}`,
    width: '20%',
  },
  {
    header: 'What',
    cell: (entry) =>
      `${WHAT_TEXT[entry.what] ?? entry.what}: ${entry.data.map((name) => DATA_TEXT[name] ?? name).join(', ')}`,
  },
];

/**
 * Staff access (DPDP Rule 6) on the admin's user detail: who read this student's personal data, when
 * and through which screen, the latest first (the last 50; each entry is kept a year). English, as the admin
 * area is.
 */
export function StaffAccess({ entries }: { entries: readonly StaffAccessEntry[] }) {
  return (
    <TableCard headingId="staff-access" title="Staff access">
      <DataTable
        label={`Staff access, the latest ${STAFF_ACCESS_SHOWN}`}
        columns={COLUMNS}
        rows={entries}
        rowKey={(entry, index) => `${index}:${entry.at}`}
        loading={false}
        emptyText="No staff access recorded yet."
        minWidth="520px"
      />
    </TableCard>
  );
}
