import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/lib/paths';
import { useSession } from '#web/lib/session';

/**
 * Worker pages are for a known (signed-in, registered) worker. Anyone else goes to / with the login dialog
 * open (at their unfinished registration step if they have one). A worker who signs out on the page just
 * goes home.
 */
export function RequireWorker({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const wasKnown = useRef(session.user !== undefined);
  const known = session.user !== undefined;
  const { openLogin } = session;

  useEffect(() => {
    if (known) {
      wasKnown.current = true;
      return;
    }
    navigate(paths.home, { replace: true });
    if (!wasKnown.current) openLogin();
  }, [known, navigate, openLogin]);

  return known ? children : null;
}
