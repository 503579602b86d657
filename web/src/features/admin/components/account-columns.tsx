import { makeStyles, tokens } from '@fluentui/react-components';
import type { Column } from '#web/components/back-office/DataTable';
import { EmailText } from '#web/components/back-office/EmailText';
import { StatusToggle } from './StatusToggle';
import { ViewLink } from './ViewLink';
import { displayName } from './values';

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  noName: { color: tokens.colorNeutralForeground3 },
});

interface AccountRow {
  ID: number;
  NAME: string;
  EMAIL: string;
  ACTIVE: 0 | 1;
}

/**
 * The columns of an account table (users, and each employees card): Name, Email, and Actions with the status
 * toggle and the view link (spec section 2).
 */
export function useAccountColumns<Row extends AccountRow>(options: {
  /** Sets the account's status (1 or 0); the caller wraps it in its 'Saving' overlay. */
  onStatusChange: (row: Row, status: 0 | 1) => void;
  detailsPath: (id: number) => string;
}): Column<Row>[] {
  const styles = useStyles();
  return [
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
            onChange={(status) => options.onStatusChange(row, status)}
          />
          <ViewLink to={options.detailsPath(row.ID)} name={displayName(row)} />
        </div>
      ),
    },
  ];
}
