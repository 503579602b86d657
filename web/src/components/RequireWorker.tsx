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
  const { pathname, search, hash } = useLocation();
  const wasKnown = useRef(session.user !== undefined);
  const known = session.user !== undefined;
  const { openLogin } = session;

  useEffect(() => {
    if (known) {
      wasKnown.current = true;
      return;
    }
    // A visitor signs in and comes back here (an SMS link; with its anchor, the new-message SMS's
    // `#messages-<job id>` opens the thread); one who signed out here does not.
    if (!wasKnown.current) rememberReturnTo(`${pathname}${search}${hash}`);
    navigate(paths.home, { replace: true });
    if (!wasKnown.current) openLogin();
  }, [known, navigate, openLogin, pathname, search, hash]);

  return known ? children : null;
}
