/**
 * Forms validate with the schemas of shared/domain/rules.ts, the ones the server uses, and show their
 * messages. A field shows its error once touched (left) or once the form was submitted (spec section 5).
 */
import { useCallback, useState } from 'react';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each top-level field of a failed parse. */
export function errorsByField<F extends string>(
  issues: readonly Issue[] | undefined,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues ?? []) {
    const field = String(issue.path[0] ?? '') as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Which fields were touched and whether a submit was attempted. */
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
