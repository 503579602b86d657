/**
 * The submit of a form that sends one call: the busy flag (its overlay), one call at a time, the problem the
 * form shows under its fields, and no overlay left once the call has failed.
 */
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ApiError } from './api';

/** What a failed call shows by default: the server's message and, for a 400, the fields it refused. */
export function apiProblemOf(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, String(error));
}

/** What a send leaves to show: a problem, or nothing (an async function that ends without a return). */
// biome-ignore lint/suspicious/noConfusingVoidType: a send that returns nothing is an async function's Promise<void>.
type Outcome<P> = P | undefined | void;

interface SubmitOptions<P> {
  /** A submit was tried (before the check): `useFormTouch`'s `setSubmitted(true)`, so every field shows its error. */
  onAttempt?: () => void;
  /** The problem to show for a thrown error, or undefined for none (it may act instead: a toast, a sign-out). */
  problemOf?: (error: unknown) => P | undefined;
}

/**
 * `submit(event, send)`: `send` is the call and what follows it, or false while the form may not be sent (a field
 * invalid, an upload running). What `send` returns is the problem shown (undefined: none). The problem is cleared
 * as each call starts; with `problemOf` omitted, the problem is the ApiError (`apiProblemOf`).
 */
export function useSubmit<P = ApiError>({ onAttempt, problemOf }: SubmitOptions<P> = {}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<P>();
  // The state updates only at the next render: a second submit in the same moment must see the first.
  const running = useRef(false);

  const submit = useCallback(
    async (event: FormEvent | undefined, send: false | (() => Promise<Outcome<P>>)) => {
      event?.preventDefault();
      onAttempt?.();
      if (!send || running.current) return;
      running.current = true;
      setBusy(true);
      setProblem(undefined);
      try {
        setProblem((await send()) ?? undefined);
      } catch (error: unknown) {
        setProblem(problemOf ? problemOf(error) : (apiProblemOf(error) as P));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [onAttempt, problemOf],
  );

  /** The problem is no longer shown (its dialog closed). */
  const clearProblem = useCallback(() => setProblem(undefined), []);

  return { busy, problem, submit, clearProblem };
}
