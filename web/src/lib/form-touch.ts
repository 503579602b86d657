import { useCallback, useState } from 'react';

/**
 * Which fields were touched and whether a submit was attempted (spec section 5: a field shows its error once
 * touched or once the form was submitted). Apart from forms.ts (which re-exports it) so that a staff log-in page
 * does not bring the rules' messages and the district list with it.
 */
export function useFormTouch<F extends string>() {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const touch = useCallback((field: F) => setTouched((current) => ({ ...current, [field]: true })), []);
  const shows = useCallback((field: F) => submitted || touched[field] === true, [submitted, touched]);
  /** A fresh form (e.g. after it was sent): nothing touched, nothing submitted. */
  const reset = useCallback(() => {
    setTouched({});
    setSubmitted(false);
  }, []);
  return { touch, shows, submitted, setSubmitted, reset };
}
