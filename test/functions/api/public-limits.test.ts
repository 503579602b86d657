/**
 * Every public endpoint (no session) keeps its own limit per source address in the app, so the twin holds it
 * as AWS does (the WAF's rate rules come on top there): past PUBLIC_LIMITS' calls in a window, a 429 naming
 * the limit with Retry-After until the window ends, however many calls race; another address, and the next
 * window, are served. Calls are counted before the body is read, so even malformed ones spend the budget.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { publicCallsKey } from '#lib/db/keys';
import { PUBLIC_LIMITS, type PublicEndpointName } from '#lib/http/public-limit';
import { allContracts } from '#shared/api/index';
import { atTime } from '#test/support/clock';
import { call } from '#test/support/invoke';

/** The start of a 5, 15 and 60 minute window alike, plus a second. */
const AT = Date.UTC(2031, 2, 1, 10, 0, 1);
let lastAddress = 0;
const freshAddress = () => `198.51.100.${++lastAddress}`;

/** Records `calls` calls of the address in the window of AT, as earlier requests would have. */
async function spent(name: PublicEndpointName, address: string, windowMinutes: number, calls: number) {
  const window = Math.floor(AT / (windowMinutes * 60_000));
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: publicCallsKey(name, address, window),
      UpdateExpression: 'SET calls = :calls',
      ExpressionAttributeValues: { ':calls': calls },
    }),
  );
}

describe('the public endpoints’ limits per address', () => {
  it('cover every endpoint anyone may call without a session', () => {
    const publicNames = allContracts
      .filter((contract) => contract.caller === 'public')
      .map(({ name }) => name);
    expect(Object.keys(PUBLIC_LIMITS).sort()).toEqual(publicNames.sort());
  });

  it.each(
    Object.entries(PUBLIC_LIMITS) as [PublicEndpointName, (typeof PUBLIC_LIMITS)[PublicEndpointName]][],
  )(
    '%s serves exactly its calls per address in a window, however many race, then a 429 with Retry-After',
    async (name, rule) => {
      const address = freshAddress();
      // All but the last 3 calls of the window spent already.
      await spent(name, address, rule.windowMinutes, rule.calls - 3);
      // Malformed calls (no input): refused with a 400 once counted, so nothing is sent or looked up.
      const answers = await atTime(AT, () =>
        Promise.all(Array.from({ length: 8 }, () => call(name, { sourceIp: address }))),
      );

      const refused = answers.filter((answer) => answer.status === 429);
      expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(3);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer.body.message).toBe(
          `Too many ${rule.what} from your network: at most ${rule.calls} in ${rule.windowMinutes} minutes. Please try again in ${rule.windowMinutes} minutes.`,
        );
        expect(answer.headers['retry-after']).toBe(String(rule.windowMinutes * 60 - 1));
      }
      // Another address is served; so is this one in the next window.
      expect((await atTime(AT, () => call(name, { sourceIp: freshAddress() }))).status).not.toBe(429);
      const next = AT + rule.windowMinutes * 60_000;
      expect((await atTime(next, () => call(name, { sourceIp: address }))).status).not.toBe(429);
    },
  );

  it('counts the addresses of one IPv6 /64 together', async () => {
    const rule = PUBLIC_LIMITS.sendParentCode;
    const answers = await atTime(AT, () =>
      Promise.all(
        Array.from({ length: rule.calls + 1 }, (_, n) =>
          call('sendParentCode', { sourceIp: `2001:db8:5:7::${(n + 1).toString(16)}` }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
    const neighbour = await atTime(AT, () => call('sendParentCode', { sourceIp: '2001:db8:5:8::1' }));
    expect(neighbour.status).not.toBe(429);
  });
});
