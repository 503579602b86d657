// Prints the run's slowest test files (CI is a budget: what grows shows here) and its totals as one plain line
// ("N passed, N failed") from vitest's JSON reports (scripts/test-projects.sh writes one per run).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const folder = 'test-results';
const files = existsSync(folder) ? readdirSync(folder).filter((name) => /^vitest.*\.json$/.test(name)) : [];
if (files.length === 0) {
  console.log('tests: 0 passed, 1 failed (no vitest report: the run stopped before the tests)');
  process.exit(1);
}
const reports = files.map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')));
const slowest = reports
  .flatMap((report) => report.testResults)
  .map((result) => ({
    name: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);
console.log('Slowest test files:');
for (const { name, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`);
const total = (key) => reports.reduce((sum, report) => sum + report[key], 0);
console.log(`tests: ${total('numPassedTests')} passed, ${total('numFailedTests')} failed`);
