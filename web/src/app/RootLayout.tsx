import { Outlet, useLocation } from 'react-router-dom';
import { NewVersionNotice } from '#web/components/NewVersionNotice';
import { OfflineCopyNotice } from '#web/components/OfflineCopyNotice';
import { ScrollToHash } from '#web/components/ScrollToHash';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Wraps every route: follows `#anchors` (or scrolls to the top) on each navigation, catches page errors, and
 * offers a reload once a deploy changed the API (NewVersionNotice), and says when the page shows copies kept for
 * offline use, with their age (OfflineCopyNotice).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToHash />
      <NewVersionNotice />
      <OfflineCopyNotice />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
