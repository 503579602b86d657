import { makeStyles, tokens } from '@fluentui/react-components';
import { PageTitle } from '#web/components/PageTitle';
import { useTypography } from '#web/lib/typography';
import { EmployeesCard } from './EmployeesCard';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    // Side by side when each card has room for its table; stacked otherwise.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
});

/** `/admin/all-employees` (spec section 2): the HR and Operations cards. */
export function EmployeesPage() {
  const styles = useStyles();
  const type = useTypography();
  return (
    <>
      <PageTitle title="All Employees" />
      <h1 className={type.sectionTitle}>All Employees</h1>
      <div className={styles.cards}>
        <EmployeesCard type="HR" />
        <EmployeesCard type="OPS" />
      </div>
    </>
  );
}
