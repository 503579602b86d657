import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { EMPLOYEE_TYPES, GENDERS, labelOf } from '#shared/domain/codes';
import { BackLink } from '#web/components/back-office/BackLink';
import { EmailText } from '#web/components/back-office/EmailText';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { PageTitle } from '#web/components/PageTitle';
import { paths, routeId } from '#web/lib/paths';
import { type EmployeeDetail, useEmployee } from '../api/get-employee';
import { StaffAccountActions } from '../components/StaffAccountActions';
import { useBackToList } from '../components/url-search';
import { activeText, dateText, NOT_PROVIDED } from '../components/values';
import { UnlockLoginButton } from './UnlockLoginButton';

const useStyles = makeStyles({
  notFound: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * `/admin/all-employees/{id}` (spec section 2): a progress bar while loading, then the first entry of the answer's
 * list. A failed load only stops the bar (spec section 8).
 */
export function EmployeeDetailsPage() {
  const styles = useStyles();
  const { id: idText } = useParams();
  const id = routeId(idText);
  const backTo = useBackToList(paths.adminAllEmployees);
  const { data, error, isLoading } = useEmployee(id);
  const employee = data?.data[0];

  let body: ReactNode = null;
  if (isLoading) body = <ProgressBar aria-label="Loading employee details" thickness="medium" />;
  else if (employee) body = <DetailList items={employeeDetails(employee)} missing={NOT_PROVIDED} />;
  else if (id === null || (data && !error))
    body = <p className={styles.notFound}>No employee with ID {idText} was found.</p>;

  return (
    <>
      <PageTitle title="Employee Details" />
      <BackLink to={backTo}>All employees</BackLink>
      <TableCard headingId="employee-details" title="Employee Details" level={1}>
        {body}
        {employee && !isLoading ? <StaffAccountActions account={employee} kind="employee" /> : null}
        {employee && !isLoading ? <UnlockLoginButton id={employee.ID} name={employee.NAME} /> : null}
      </TableCard>
    </>
  );
}

function employeeDetails(employee: EmployeeDetail) {
  return [
    { term: 'Name', value: employee.NAME },
    { term: 'E-mail', value: employee.EMAIL && <EmailText email={employee.EMAIL} /> },
    { term: 'Phone', value: employee.MOBILE_NUMBER },
    { term: 'Gender', value: labelOf(GENDERS, employee.GENDER) },
    { term: 'DOB', value: dateText(employee.DOB) },
    { term: 'Joining Date', value: dateText(employee.JOININT_DATE) },
    { term: 'Type', value: labelOf(EMPLOYEE_TYPES, employee.TYPE) },
    { term: 'Status', value: activeText(employee.ACTIVE) },
  ];
}
