import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '#web/lib/paths';
import { rememberReturnTo } from '#web/lib/return-to';
import { useSession } from '#web/lib/session';

/**
 * Worker pages are for a known (signed-in, registered) worker. Anyone else goes to / with the login dialog
 * open (at their unfinished registration step if they have one), and back to the page once signed in
 * (lib/return-to.ts). A worker who signs out on the page just goes home.
 */
export function RequireWorker({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const wasKnown = useRef(session.user !== undefined);
  const known = session.user !== undefined;
  const { openLogin } = session;

  useEffect(() => {
    if (known) {
      wasKnown.current = true;
      return;
    }
    // A visitor signs in and comes back here (an SMS link); one who signed out here does not.
    if (!wasKnown.current) rememberReturnTo(`${pathname}${search}`);
    navigate(paths.home, { replace: true });
    if (!wasKnown.current) openLogin();
  }, [known, navigate, openLogin, pathname, search]);

  return known ? children : null;
}
