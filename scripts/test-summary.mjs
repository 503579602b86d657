// Prints the run's slowest test files (CI is a budget: what grows shows here) and its totals as one plain line
// ("N passed, N failed") from vitest's JSON report.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const file = 'test-results/vitest.json';
if (!existsSync(file)) {
  console.log('tests: 0 passed, 1 failed (no vitest report: the run stopped before the tests)');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const slowest = report.testResults
  .map((result) => ({
    name: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);
console.log('Slowest test files:');
for (const { name, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
