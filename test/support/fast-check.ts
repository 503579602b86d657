/**
 * fast-check for the property tests, with one seed per test file that is printed, so a failure can be replayed:
 * every `fc.assert` of a file that imports `fc` from here runs from that seed. A run prints
 * `fast-check seed 123456789 (replay: FC_SEED=123456789)`; run the failing file again with that variable set,
 * e.g. `FC_SEED=123456789 npx vitest run --project unit test/shared/free-text-rules.test.ts`, and the same values come up
 * (fast-check's own failure message also names the seed and the path to the shrunk counterexample).
 */
import fc from 'fast-check';

function chosenSeed(): number {
  const given = process.env.FC_SEED?.trim();
  if (!given) return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, not "${given}"`);
  return seed;
}

/** The seed every property of this test file runs from. */
export const seed = chosenSeed();
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
console.info(`fast-check seed ${seed} (replay: FC_SEED=${seed})`);

export default fc;
