import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { MOBILE_NUMBER_PATTERN } from '#shared/domain/rules';
import { EmailText } from '#web/components/back-office/EmailText';
import type { Application } from '../api/get-applications';
import { applicantFactItems } from '../applicant-facts';
import { ApplicantLink } from './ApplicantLink';
import { ChooseBox } from './ChooseBox';
import { RowActions, type RowActionsProps } from './RowActions';
import type { Chosen } from './use-chosen';

const useStyles = makeStyles({
  // The bar keeps its height when idle, so the cards do not jump when a load starts (as DataTable's).
  bar: { minHeight: '2px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: {
    flexGrow: 1,
    minWidth: 0,
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // A thumb-sized target, and a phone's dialler on tap.
  phone: {
    display: 'inline-block',
    minHeight: '24px',
    color: tokens.colorBrandForegroundLink,
    whiteSpace: 'nowrap',
  },
  empty: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    padding: tokens.spacingVerticalL,
  },
});

/** The number to dial: a 10-digit Indian mobile number in E.164, anything else as its digits. */
export function telephoneLink(number: string): string {
  return `tel:${MOBILE_NUMBER_PATTERN.test(number) ? `+91${number}` : number.replace(/[^\d+]/g, '')}`;
}

interface ApplicationCardsProps {
  /** Names the list and its loading bar ('New applications'). */
  label: string;
  rows: readonly Application[];
  loading: boolean;
  failed?: boolean;
  emptyText: string;
  /** The moves of an open tab (New, Shortlisted), with the bulk choice; null on a final tab (no actions). */
  moves: (RowActionsProps & { selection: Chosen }) | null;
  /** More of a card below its facts (the interview on the Shortlisted tab). */
  extra?: ((application: Application) => ReactNode) | undefined;
}

/**
 * The applications of one tab on a phone: what the table's row shows (name, e-mail, mobile number, current city,
 * the box to choose it and its labelled moves), as a card per applicant that fits the width, the box beside the
 * name, the moves below the facts, thumb-wide, and the number a link that dials it. Loading, failed and empty
 * behave as the table does.
 */
export function ApplicationCards({
  label,
  rows,
  loading,
  failed = false,
  emptyText,
  moves,
  extra,
}: ApplicationCardsProps) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.bar}>
        {loading ? <ProgressBar aria-label={`Loading ${label}`} thickness="medium" /> : null}
      </div>
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => {
          const nameId = `application-${row.ID}-${row.USER_ID}`;
          return (
            <li key={`${row.ID}:${row.USER_ID}`}>
              <article className={styles.card} aria-labelledby={nameId}>
                <div className={styles.head}>
                  {moves ? <ChooseBox application={row} selection={moves.selection} /> : null}
                  <h3 id={nameId} className={styles.name}>
                    <ApplicantLink application={row} />
                  </h3>
                </div>
                <dl className={styles.facts}>
                  <dt className={styles.term}>Email</dt>
                  <dd className={styles.value}>
                    <EmailText email={row.EMAIL} />
                  </dd>
                  <dt className={styles.term}>Mobile Number</dt>
                  <dd className={styles.value}>
                    <a className={styles.phone} href={telephoneLink(row.MOBILE_NUMBER)}>
                      {row.MOBILE_NUMBER}
                    </a>
                  </dd>
                  <dt className={styles.term}>Current City</dt>
                  <dd className={styles.value}>{row.LOCATION}</dd>
                  {applicantFactItems(row).map((fact) => (
                    <Fragment key={fact.term}>
                      <dt className={styles.term}>{fact.term}</dt>
                      <dd className={styles.value}>{fact.value}</dd>
                    </Fragment>
                  ))}
                </dl>
                {extra?.(row)}
                {moves ? <RowActions application={row} size="large" {...moves} /> : null}
              </article>
            </li>
          );
        })}
      </ul>
      {!loading && !failed && rows.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
    </>
  );
}
