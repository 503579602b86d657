import { clock } from '#lib/clock';

/** Runs `work` with the back end's clock (functions/lib/clock.ts) reading `at`, then puts real time back. */
export async function atTime<T>(at: number, work: () => Promise<T>): Promise<T> {
  const previous = clock.now;
  clock.now = () => at;
  try {
    return await work();
  } finally {
    clock.now = previous;
  }
}
