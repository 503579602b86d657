/**
 * Accept or reject from the applications table, once the move's undo window has ended (use-pending-moves.ts),
 * optimistically: the row leaves its tab then and the tab counts move with it; the list is then revalidated. When the review fails the row comes back:
 * a 409 (someone moved it meanwhile) shows the server's message and the revalidated list shows where it is now.
 */
import { useCallback } from 'react';
import type { KeyedMutator } from 'swr';
import { APPLICATION_STATUSES, type ApplicationStatus, labelOf } from '#shared/domain/codes';
import { type ReviewDecision, reviewTarget } from '#shared/domain/review';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { ApiError, holdsSessionFor } from '#web/lib/api';
import type { Application, ApplicationsPage } from '../api/get-applications';
import { reviewApplication } from '../api/review-application';
import type { PendingMove } from './use-pending-moves';

function sameApplication(a: Application, b: Application): boolean {
  return a.ID === b.ID && a.USER_ID === b.USER_ID;
}

/** The page without the application, its counts moved from `from` to `to`. */
export function withoutApplication(
  page: ApplicationsPage,
  application: Application,
  to: ApplicationStatus,
): ApplicationsPage {
  const counts = { ...page.JOB.APPLICANTS };
  counts[application.STATUS] = Math.max(0, counts[application.STATUS] - 1);
  counts[to] += 1;
  return {
    ...page,
    data: page.data.filter((row) => !sameApplication(row, application)),
    JOB: { ...page.JOB, APPLICANTS: counts },
  };
}

export function useReview(mutate: KeyedMutator<ApplicationsPage>) {
  const toast = useToast();
  return useCallback(
    async (application: Application, decision: ReviewDecision) => {
      const target = reviewTarget(application.STATUS, decision);
      if (!target) return;
      // Logout within the undo window while this page still shows (the log-in page's code on its way): the
      // session is gone, so the move's time coming is not a reason to send it (as in useSendNow below).
      if (!holdsSessionFor('hiring')) return;
      try {
        await mutate(
          async (current) => {
            await reviewApplication(application, decision);
            return current;
          },
          {
            optimisticData: (current) =>
              current ? withoutApplication(current, application, target) : (current as never),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        toast(`${labelOf(APPLICATION_STATUSES, target)} ${application.NAME}`, 'success');
      } catch (error: unknown) {
        if (error instanceof ApiError && error.status === 409) toast(error.message, 'warning');
        else {
          const reason = error instanceof Error ? error.message : 'Please try again.';
          toast(`${application.NAME} was not moved: ${reason}`, 'error');
        }
        // Back to what the server has now (the row where the other reviewer left it).
        void mutate();
      }
    },
    [mutate, toast],
  );
}

/**
 * A waiting move sent at once, off screen (another tab or page of the list, or the screen left): the toast
 * says what happened, and the list on screen is read again. `keepalive` lets it outlive a page going away.
 */
export function useSendNow(mutate: KeyedMutator<ApplicationsPage>) {
  const toast = useToast();
  return useCallback(
    async ({ application, decision }: PendingMove, keepalive: boolean) => {
      const target = reviewTarget(application.STATUS, decision);
      if (!target) return;
      // Logout within the window: the session is gone (and ended on the server), so the move is not sent;
      // the application stays where it was and nobody is told (docs/decisions.md 178).
      if (!holdsSessionFor('hiring')) return;
      try {
        await reviewApplication(application, decision, { keepalive });
        toast(`${labelOf(APPLICATION_STATUSES, target)} ${application.NAME}`, 'success');
      } catch (error: unknown) {
        const reason = error instanceof Error ? error.message : 'Please try again.';
        toast(`${application.NAME} was not moved: ${reason}`, 'error');
      }
      void mutate();
    },
    [mutate, toast],
  );
}
