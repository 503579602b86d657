import { BoardRegular } from '@fluentui/react-icons';
import { BackOfficeShell, type MenuEntry } from '#web/components/back-office/BackOfficeShell';
import { PRODUCT_NAME } from '#web/content/site';
import { paths } from '#web/lib/paths';

const ENTRIES: readonly MenuEntry[] = [
  { to: paths.internalDashboard, label: 'Dashboard', icon: <BoardRegular /> },
];

/** The internal area's frame (spec section 2): Dashboard in the 200 px side menu, Logout to /internal/login. */
export function InternalShell() {
  return (
    <BackOfficeShell
      brand={`${PRODUCT_NAME} Internal`}
      menuLabel="Internal menu"
      entries={ENTRIES}
      loginPath={paths.internalLogin}
    />
  );
}
