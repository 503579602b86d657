import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractsVersion } from './web/contracts-version-plugin.js';

/** What the builds define, so the tests run the code as it is built (shared/api/contracts-version.ts). */
const registryVersion = contractsVersion();

// One run, five projects: each layer of the product is tested where it lives.
export default defineConfig({
  test: {
    globals: true,
    // Two files at a time on a 2-core machine (vitest's default is one fewer than the cores): most files wait
    // on DynamoDB Local, Chromium or the twin, which run in processes of their own.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    // scripts/test-projects.sh gives each of its two runs a report of its own (--outputFile.json).
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        plugins: [registryVersion],
        test: {
          name: 'unit',
          include: ['test/shared/**/*.test.ts', 'test/functions/unit/**/*.test.ts'],
          // Some read and parse every source file (import rules): seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [registryVersion],
        test: {
          name: 'api',
          include: ['test/functions/api/**/*.test.ts'],
          globalSetup: ['test/support/dynamodb-global-setup.ts'],
          // Each worker imports the AWS SDK and the stand-ins once for all its files; api-env.ts gives each file
          // its own table and stand-ins, and the project's modules afresh.
          isolate: false,
          setupFiles: ['test/support/api-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          // The whole app is synthesized once, before any file runs, and read by every file (support/synth.ts).
          globalSetup: ['test/infra/support/global-synth.ts'],
          // Files share one module registry: aws-cdk-lib is imported once per worker, not once per file (about
          // 50 s); every test builds its own App, and nothing else is kept at module level.
          isolate: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [react(), registryVersion],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.tsx'],
          environment: 'jsdom',
          // Each worker imports React and Fluent once for all its files, not once per file (about 150 s of
          // this machine's time); test/support/web-setup.ts starts each file as a fresh page load.
          isolate: false,
          setupFiles: ['test/support/web-setup.ts'],
          // The longest form journeys (the job form's) take 15-20 s of user events in jsdom while the browser
          // journeys run beside them on this 2-core machine: a limit at their own length fails them by load.
          testTimeout: 40_000,
        },
      },
      {
        plugins: [registryVersion],
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
