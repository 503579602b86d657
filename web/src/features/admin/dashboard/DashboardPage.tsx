import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { paths } from '#web/lib/paths';
import { AdminPage } from '../AdminPage';
import { useDashboardData } from '../api/get-dashboard-data';
import { SecondFactorSettingCard } from './SecondFactorSettingCard';

const useStyles = makeStyles({
  // Keeps its height while loading, so the tiles do not jump when the bar goes.
  loading: { minHeight: '4px' },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  label: { fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  count: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
});

const numberFormat = new Intl.NumberFormat('en-IN');

/**
 * /admin/dashboard (spec section 2): the tiles Users, Employees and Jobs with their counts, and a loading bar
 * while they load. A failed load stops the bar and says nothing (spec section 8): the tiles show a dash.
 */
export function DashboardPage() {
  const styles = useStyles();
  const { data, isLoading } = useDashboardData();
  const counts = data?.data;
  const tiles = [
    { label: 'Users', count: counts?.users, to: paths.adminUsers },
    { label: 'Employees', count: counts?.employees, to: paths.adminAllEmployees },
    { label: 'Jobs', count: counts?.jobs, to: paths.adminPostedJobs },
  ];
  return (
    <AdminPage title="Dashboard">
      <div className={styles.loading}>
        {isLoading ? <ProgressBar thickness="large" aria-label="Loading the counts" /> : null}
      </div>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to} className={styles.tile}>
              <span className={styles.label}>{tile.label}</span>
              <span className={styles.count}>
                {tile.count === undefined ? '–' : numberFormat.format(tile.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <SecondFactorSettingCard />
    </AdminPage>
  );
}
