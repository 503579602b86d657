// Prints the run's totals as one plain line ("N passed, N failed") from vitest's JSON report.
import { existsSync, readFileSync } from 'node:fs';

const file = 'test-results/vitest.json';
if (!existsSync(file)) {
  console.log('tests: 0 passed, 1 failed (no vitest report: the run stopped before the tests)');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
