import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The SDK's notice about Node 20 support is for maintainers, not for every test run (see docs/decisions.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// One run, five projects: each layer of the product is tested where it lives.
export default defineConfig({
  test: {
    globals: true,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/shared/**/*.test.ts', 'test/functions/unit/**/*.test.ts'],
          // Some read and parse every source file (import rules): seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/functions/api/**/*.test.ts'],
          globalSetup: ['test/support/dynamodb-global-setup.ts'],
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
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/support/web-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
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
