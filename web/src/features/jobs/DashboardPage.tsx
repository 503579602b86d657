import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readJobSearch } from '#shared/domain/job-search';
import { readNear } from '#shared/domain/near';
import { PageLoading } from '#web/components/PageLoading';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { type MessageId, useT } from '#web/lib/i18n';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { useAppliedJobs } from './api/get-applied-jobs';
import { useJobSearch } from './api/search-jobs';
import { AppliedJobs } from './components/AppliedJobs';
import { ExploreJobs } from './components/ExploreJobs';
import { MyOffice } from './components/MyOffice';
import { SavedJobs } from './components/SavedJobs';

const useStyles = makeStyles({
  // Four tabs (with Saved) do not fit a 360 px phone side by side in Hindi or Telugu (the three took
  // 328 px of the 328 there): on a phone they stand as two even rows of two, each whole and in reach,
  // never one tab left alone on a second row nor scrolled out of sight. Narrower padding and the medium tab's
  // 14 px text on a phone, as before.
  tabs: {
    marginBottom: tokens.spacingVerticalXL,
    flexWrap: 'wrap',
    '@media (max-width: 480px)': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  tab: {
    '@media (max-width: 600px)': {
      paddingLeft: tokens.spacingHorizontalXS,
      paddingRight: tokens.spacingHorizontalXS,
    },
  },
  tabText: {
    '@media (max-width: 600px)': {
      fontSize: tokens.fontSizeBase300,
      lineHeight: tokens.lineHeightBase300,
    },
  },
});

export type DashboardTab = 'office' | 'applied' | 'explore' | 'saved';

const TABS: { value: DashboardTab; label: MessageId }[] = [
  { value: 'office', label: 'dashboard.myOffice' },
  { value: 'applied', label: 'dashboard.applied' },
  { value: 'explore', label: 'dashboard.explore' },
  { value: 'saved', label: 'dashboard.saved' },
];

function isTab(value: unknown): value is DashboardTab {
  return TABS.some((tab) => tab.value === value);
}

/**
 * `/dashboard`: My Office, Applied Jobs, Explore Jobs and Saved. The tab is in the URL (`?tab=saved`;
 * `?tab=explore` with Explore Jobs' filters beside it), so the back button and a shared link open it; a
 * navigation's `state.tab` opens one too. Jobs and applications load when it opens; the saved jobs when a save
 * control or the Saved tab first shows.
 */
export function DashboardPage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const { user } = useSession();
  const { state } = useLocation() as { state: { tab?: unknown } | null };
  const [params, setParams] = useSearchParams();
  const inUrl = params.get('tab');
  const tab: DashboardTab = isTab(inUrl) ? inUrl : isTab(state?.tab) ? state.tab : 'office';
  // Near me stays when the tab changes (decision 620): back on Explore Jobs, the list is by distance again.
  const near = readNear(params);
  const setTab = (next: DashboardTab) => setParams({ tab: next, ...(near ? { near } : {}) });
  // Both lists load on start, whichever tab shows first (SWR shares them with the tabs).
  useJobSearch(readJobSearch(params), near);
  const applied = useAppliedJobs();

  // One loading state from the route to the counts: until the applications arrive, My Office
  // and Applied Jobs show the very placeholder the route showed while this page's code loaded (PublicLayout's
  // Suspense fallback), in the same place, instead of the page with a second loader of its own.
  if ((tab === 'office' || tab === 'applied') && applied.isLoading) return <PageLoading />;

  return (
    <Section labelledBy="dashboard-title">
      <PageTitle title={t('dashboard.title')} />
      <h1 id="dashboard-title" className={type.pageTitle}>
        {t('dashboard.title')}
      </h1>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_event, data) => setTab(data.value as DashboardTab)}
        size="large"
      >
        {TABS.map(({ value, label }) => (
          <Tab
            key={value}
            id={`dashboard-tab-${value}`}
            className={styles.tab}
            value={value}
            aria-controls="dashboard-panel"
            content={{ className: styles.tabText }}
          >
            {t(label)}
          </Tab>
        ))}
      </TabList>
      <div id="dashboard-panel" role="tabpanel" aria-labelledby={`dashboard-tab-${tab}`}>
        {tab === 'office' ? (
          <MyOffice
            name={user?.name ?? ''}
            onExplore={() => setTab('explore')}
            onApplied={() => setTab('applied')}
          />
        ) : null}
        {tab === 'applied' ? <AppliedJobs onExplore={() => setTab('explore')} /> : null}
        {tab === 'explore' ? <ExploreJobs /> : null}
        {tab === 'saved' ? <SavedJobs onExplore={() => setTab('explore')} /> : null}
      </div>
    </Section>
  );
}
