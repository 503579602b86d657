import {
  BoardRegular,
  BriefcaseRegular,
  BuildingRegular,
  ChatWarningRegular,
  CommentErrorRegular,
  DocumentAddRegular,
  DocumentCheckmarkRegular,
  FlagRegular,
  PeopleCommunityRegular,
  PeopleTeamRegular,
  PersonAddRegular,
  ShieldLockRegular,
  ShieldPersonRegular,
  TaskListSquareLtrRegular,
} from '@fluentui/react-icons';
import { BackOfficeShell, type MenuEntry } from '#web/components/back-office/BackOfficeShell';
import { PRODUCT_NAME } from '#web/content/site';
import { paths } from '#web/lib/paths';

const ENTRIES: readonly MenuEntry[] = [
  { to: paths.adminDashboard, label: 'Dashboard', icon: <BoardRegular /> },
  { to: paths.adminAllEmployees, label: 'All Employees', icon: <PeopleTeamRegular /> },
  { to: paths.adminAddNewEmployee, label: 'Add New Employee', icon: <PersonAddRegular /> },
  { to: paths.adminPostedJobs, label: 'Posted Jobs', icon: <BriefcaseRegular /> },
  { to: paths.adminPostNewJob, label: 'Post New Job', icon: <DocumentAddRegular /> },
  { to: paths.adminUsers, label: 'Users', icon: <PeopleCommunityRegular /> },
  // Not in the spec: the admins, after the spec's six screens.
  { to: paths.adminAdmins, label: 'Admins', icon: <ShieldPersonRegular /> },
  // Not in the spec: the grievances to answer and the privacy overview.
  { to: paths.adminGrievances, label: 'Grievances', icon: <ChatWarningRegular /> },
  { to: paths.adminPrivacy, label: 'Privacy', icon: <ShieldLockRegular /> },
  // Not in the spec: the jobs workers reported.
  { to: paths.adminReportedJobs, label: 'Reported jobs', icon: <FlagRegular /> },
  // Not in the spec: the jobs waiting for a moderator.
  { to: paths.adminModeration, label: 'Moderation', icon: <TaskListSquareLtrRegular /> },
  // Not in the spec: the thread messages held or reported (decision 603).
  { to: paths.adminMessages, label: 'Messages', icon: <CommentErrorRegular /> },
  // Not in the spec: employers' organisations, and their documents waiting for a check.
  { to: paths.adminEmployers, label: 'Employers', icon: <BuildingRegular /> },
  { to: paths.adminVerifications, label: 'Verifications', icon: <DocumentCheckmarkRegular /> },
];

/** The admin area's frame (spec section 2): its six screens in the side menu, Logout back to /admin/login. */
export function AdminShell() {
  return (
    <BackOfficeShell
      brand={`${PRODUCT_NAME} Admin`}
      menuLabel="Admin menu"
      entries={ENTRIES}
      loginPath={paths.adminLogin}
    />
  );
}
