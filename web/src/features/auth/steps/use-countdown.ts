import { useCallback, useEffect, useState } from 'react';

/**
 * Counts down from `from` once a second. It shows `from`, `from - 1`, ... `0`, then goes below zero and
 * stops (spec: "when it goes below zero the countdown text disappears"). `restart` counts down again.
 */
export function useCountdown(from: number) {
  const [seconds, setSeconds] = useState(from);

  useEffect(() => {
    if (seconds < 0) return;
    const timer = setTimeout(() => setSeconds((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const restart = useCallback(() => setSeconds(from), [from]);
  return { seconds, running: seconds >= 0, restart };
}
