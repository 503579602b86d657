/**
 * `npm run smoke` against the running local twin (plain HTTP on 127.0.0.1, which only loopback may use): the
 * twin answers every check as the deployed site must, HSTS aside (browsers ignore it over HTTP; it is skipped).
 * The failures each check catches are proven against a fake site in test/functions/unit/smoke.test.ts.
 */
import { describe, expect, inject, it } from 'vitest';
import { main, type Output } from '../../scripts/smoke';

const baseUrl = inject('baseUrl');

function recorder(): Output & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line), error: (line) => lines.push(line) };
}

describe('npm run smoke against the twin', () => {
  it("passes with a worker's token: every check PASS but HSTS, skipped over plain HTTP", async () => {
    const out = recorder();
    const code = await main(['--url', baseUrl, '--token', inject('demoWorkerToken')], out);
    expect(code, out.lines.join('\n')).toBe(0);
    const checks = out.lines.filter((line) => /^(PASS|FAIL|SKIP) /.test(line));
    expect(checks).toHaveLength(10);
    expect(checks.filter((line) => !line.startsWith('PASS'))).toEqual([
      expect.stringMatching(/^SKIP {2}HSTS /),
    ]);
    expect(checks.find((line) => line.includes('config.json'))).toContain("the local twin's sign-in");
    expect(checks.find((line) => line.includes('GET /api/getAllJobs'))).toMatch(/200 JSON, \d+ jobs/);
  });

  it('passes without a token too, the API answering its own 401', async () => {
    const out = recorder();
    expect(await main(['--url', baseUrl], out), out.lines.join('\n')).toBe(0);
  });
});
