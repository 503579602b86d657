/**
 * `/admin/grievances` (not in the spec): the grievances workers raised, to answer within 90
 * days: all open, due within 14 days, or overdue, the earliest due date (the most urgent) first; each opens to reply or close.
 */
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { DUE_SOON_DAYS, GRIEVANCE_ANSWER_DAYS, type GrievanceView } from '#shared/domain/grievances';
import { TableCard } from '#web/components/back-office/TableCard';
import { PageTitle } from '#web/components/PageTitle';
import { useTypography } from '#web/lib/typography';
import { GrievancesTable } from './GrievancesTable';

const useStyles = makeStyles({
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
  tabs: { marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
});

const TABS: readonly { view: GrievanceView; label: string }[] = [
  { view: 'open', label: 'All open' },
  { view: 'dueSoon', label: 'Due soon' },
  { view: 'overdue', label: 'Overdue' },
];

export function GrievancesPage() {
  const styles = useStyles();
  const type = useTypography();
  const [view, setView] = useState<GrievanceView>('open');
  return (
    <>
      <PageTitle title="Grievances" />
      <h1 className={type.sectionTitle}>Grievances</h1>
      <TableCard headingId="grievances-title" title="Open grievances">
        <p className={styles.intro}>
          Each must be answered within {GRIEVANCE_ANSWER_DAYS} days of being raised (DPDP Act s.13). Due soon:
          within {DUE_SOON_DAYS} days of the due date. The procedure is in docs/operations.md, "Grievances".
        </p>
        <TabList
          className={styles.tabs}
          selectedValue={view}
          onTabSelect={(_event, data) => setView(data.value as GrievanceView)}
          aria-label="Which grievances"
        >
          {TABS.map((tab) => (
            <Tab key={tab.view} value={tab.view}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <GrievancesTable key={view} view={view} />
      </TableCard>
    </>
  );
}
