import { Outlet, useLocation } from 'react-router-dom';
import { ScrollToHash } from '#web/components/ScrollToHash';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Wraps every route: follows `#anchors` (or scrolls to the top) on each navigation, and catches page errors. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToHash />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
