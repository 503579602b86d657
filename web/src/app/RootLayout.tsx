import { Outlet, useLocation } from 'react-router-dom';
import { NewVersionNotice } from '#web/components/NewVersionNotice';
import { ScrollToHash } from '#web/components/ScrollToHash';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Wraps every route: follows `#anchors` (or scrolls to the top) on each navigation, catches page errors, and
 * offers a reload once a deploy changed the API (NewVersionNotice).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToHash />
      <NewVersionNotice />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
