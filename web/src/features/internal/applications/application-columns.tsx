import { makeStyles } from '@fluentui/react-components';
import type { Column } from '#web/components/back-office/DataTable';
import { EmailText } from '#web/components/back-office/EmailText';
import type { Application } from '../api/get-applications';
import { ChooseBox } from './ChooseBox';
import { RowActions, type RowActionsProps } from './RowActions';
import type { Chosen } from './use-chosen';

const useStyles = makeStyles({
  number: { whiteSpace: 'nowrap' },
});

/**
 * The columns of an applications table (spec section 2): applicant name, e-mail and mobile number, current city
 * (LOCATION, the district's name) and, on the tabs that allow moves (New, Shortlisted), a box to choose the row
 * for a bulk move and its labelled moves. The job's details (employer, title, position) are the page's heading,
 * once, not a column repeating them on every row (docs/decisions.md 180); the final tabs show no actions.
 */
export function useApplicationColumns(
  moves: (RowActionsProps & { selection: Chosen }) | null,
): Column<Application>[] {
  const styles = useStyles();
  return [
    ...(moves
      ? [
          {
            header: 'Choose',
            width: '64px',
            cell: (row: Application) => <ChooseBox application={row} selection={moves.selection} />,
          },
        ]
      : []),
    { header: 'Name', width: '20%', cell: (row) => row.NAME },
    { header: 'Email', width: '22%', cell: (row) => <EmailText email={row.EMAIL} /> },
    {
      header: 'Mobile Number',
      width: '130px',
      cell: (row) => <span className={styles.number}>{row.MOBILE_NUMBER}</span>,
    },
    { header: 'Current City', cell: (row) => row.LOCATION },
    ...(moves
      ? [
          {
            header: 'Actions',
            width: '230px',
            cell: (row: Application) => <RowActions application={row} {...moves} />,
          },
        ]
      : []),
  ];
}
