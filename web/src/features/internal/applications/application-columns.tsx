import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Column } from '#web/components/back-office/DataTable';
import { EmailText } from '#web/components/back-office/EmailText';
import type { Application } from '../api/get-applications';
import { staffTime } from '../applicant/staff-time';
import { ageText, educationText, languagesText, matchText } from '../applicant-facts';
import { ApplicantLink } from './ApplicantLink';
import { ChooseBox } from './ChooseBox';
import { RowActions, type RowActionsProps } from './RowActions';
import type { Chosen } from './use-chosen';

const useStyles = makeStyles({
  number: { whiteSpace: 'nowrap' },
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  job: { display: 'flex', flexDirection: 'column' },
  employer: { fontWeight: tokens.fontWeightSemibold },
  position: { color: tokens.colorNeutralForeground3 },
});

/**
 * The columns of an applications table (spec section 2): applicant name (the link to their page), e-mail and
 * mobile number, job details (employer, title, position), current city (LOCATION, the district's name), what
 * decides (age band, a minor marked with the parent's consent, education, languages), when they applied and, on
 * the tabs that allow moves (New, Shortlisted), a box to choose the row for a bulk move and its labelled moves;
 * the final tabs show no actions. Job Details stays as the spec lists it (decision 180); the phone cards leave
 * it out, under the heading that names the job.
 */
export function useApplicationColumns(
  moves: (RowActionsProps & { selection: Chosen }) | null,
  /** More of a row under its moves (the interview on the Shortlisted tab). */
  extra?: (row: Application) => ReactNode,
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
    {
      header: 'Name',
      width: '14%',
      cell: (row) => (
        <div className={styles.job}>
          <ApplicantLink application={row} />
          {row.MATCH ? <span className={styles.position}>{matchText(row.MATCH)}</span> : null}
        </div>
      ),
    },
    { header: 'Email', width: '17%', cell: (row) => <EmailText email={row.EMAIL} /> },
    {
      header: 'Mobile Number',
      width: '130px',
      cell: (row) => <span className={styles.number}>{row.MOBILE_NUMBER}</span>,
    },
    {
      header: 'Job Details',
      width: '14%',
      cell: (row) => (
        <div className={styles.job}>
          <span className={styles.employer}>{row.COMPANY_NAME}</span>
          <span>{row.TITLE}</span>
          <span className={styles.position}>{row.POSITION}</span>
        </div>
      ),
    },
    { header: 'Current City', width: '10%', cell: (row) => row.LOCATION },
    {
      header: 'Age, education, languages',
      width: '14%',
      cell: (row) => (
        <div className={styles.job}>
          <span className={row.AGE_BAND === 'under18' ? styles.employer : undefined}>{ageText(row)}</span>
          <span>{educationText(row)}</span>
          <span className={styles.position}>{languagesText(row)}</span>
        </div>
      ),
    },
    { header: 'Applied', width: '110px', cell: (row) => staffTime(row.APPLIED_AT) },
    ...(moves
      ? [
          {
            header: 'Actions',
            width: '230px',
            cell: (row: Application) => (
              <div className={styles.actions}>
                <RowActions application={row} {...moves} />
                {extra?.(row)}
              </div>
            ),
          },
        ]
      : []),
  ];
}
