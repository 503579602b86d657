import { makeStyles, tokens } from '@fluentui/react-components';
import { ALL_APPLICATION_STATUSES, APPLICATION_STATUSES, labelOf } from '#shared/domain/codes';
import { type Column, DataTable } from '#web/components/back-office/DataTable';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { type Pager, pageTable } from '#web/lib/pager';
import type { UserDetailRow, UserDetailsPage } from '../api/get-user';

const useStyles = makeStyles({
  reviews: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
  },
  review: { listStyleType: 'none' },
  none: { color: tokens.colorNeutralForeground3 },
  note: { display: 'flex', flexDirection: 'column', listStyleType: 'none', overflowWrap: 'anywhere' },
  noteText: { whiteSpace: 'pre-wrap' },
});

/** When a review happened, as HR and OPS work (India time): '23 Nov 2026, 14:05'. */
export const reviewTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

type Review = UserDetailRow['REVIEWS'][number];

/** One step of the audit trail: 'Shortlisted by Ravi Kumar (HR), 23 Nov 2026, 14:05'. */
export function reviewText(review: Review): string {
  const at = new Date(review.AT);
  const when = Number.isNaN(at.getTime()) ? review.AT : reviewTime.format(at);
  return `${labelOf(APPLICATION_STATUSES, review.TO)} by ${review.BY_NAME} (${review.BY_TYPE}), ${when}`;
}

function Reviews({ reviews }: { reviews: readonly Review[] }) {
  const styles = useStyles();
  if (reviews.length === 0) return <span className={styles.none}>Not reviewed yet</span>;
  return (
    <ol className={styles.reviews}>
      {reviews.map((review) => (
        <li key={`${review.AT}:${review.TO}`} className={styles.review}>
          {reviewText(review)}
        </li>
      ))}
    </ol>
  );
}

type Note = UserDetailRow['NOTES'][number];

/** Who wrote a staff note and when: 'Ravi Kumar (HR, ravi@earnlearn.in), 23 Nov 2026, 14:05'. */
export function noteByline(note: Note): string {
  const at = new Date(note.AT);
  const when = Number.isNaN(at.getTime()) ? note.AT : reviewTime.format(at);
  return `${note.BY_NAME.trim() || note.BY_EMAIL} (${note.BY_TYPE}, ${note.BY_EMAIL}), ${when}`;
}

/** The staff's notes on the application, newest first, each with its author and time. */
function Notes({ notes }: { notes: readonly Note[] }) {
  const styles = useStyles();
  if (notes.length === 0) return <span className={styles.none}>No notes</span>;
  return (
    <ol className={styles.reviews}>
      {notes.map((note) => (
        <li key={`${note.AT}:${note.BY_EMAIL}`} className={styles.note}>
          <span className={styles.noteText}>{note.TEXT}</span>
          <span className={styles.none}>{noteByline(note)}</span>
        </li>
      ))}
    </ol>
  );
}

const COLUMNS: Column<UserDetailRow>[] = [
  { header: 'Title', cell: (row) => row.TITLE },
  { header: 'Company', cell: (row) => row.COMPANY_NAME, width: '18%' },
  // Withdrawn too: the worker took the application back while it was New.
  { header: 'Status', cell: (row) => labelOf(ALL_APPLICATION_STATUSES, row.STATUS), width: '110px' },
  { header: 'Reviews', cell: (row) => <Reviews reviews={row.REVIEWS} />, width: '26%' },
  { header: 'Notes', cell: (row) => <Notes notes={row.NOTES} />, width: '28%' },
];

interface AppliedInternshipsProps {
  pager: Pager;
  page: { data?: UserDetailsPage; error?: unknown; isLoading: boolean };
}

/**
 * The user's Applied Internships (Title, Company, Status as New, Shortlisted, ..., who moved it through the
 * pipeline when, oldest first, and the staff's notes on it, newest first), a page at a time. The server answers a student with no applications as
 * one row with TITLE null: that is the empty line, not a row.
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
        minWidth="860px"
      />
      <Paginator label="Applied internships" pager={pager} page={page} />
    </TableCard>
  );
}
