/**
 * No one can turn our SMS into a weapon: scripts acting as an attacker, through the endpoints, against the
 * documented caps (docs/operations.md section 5, "Who can make us send SMS"). One person with one Google account
 * and no phone, erasing and signing up again, naming a new number each time, from a new address each time,
 * gets no more SMS sent than the caps of one Google identity in an hour and a day; one number gets no more than
 * its caps from many accounts; one address no more than its; a purpose's daily budget stops it and leaves the
 * codes theirs. Each scenario runs on a day of its own (the back end's clock), so their counts do not meet.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';

/** The parents' daily budget in this file's functions (read when they load); the address caps on. */
const PARENT_BUDGET = vi.hoisted(() => {
  process.env.CAP_BY_SOURCE_ADDRESS = 'on';
  process.env.SMS_PARENT_DAILY_PARTS = '25';
  return 25;
});

import { SIGN_UPS_PER_ADDRESS, SMS_PER_ADDRESS, SMS_PER_IDENTITY, SMS_PER_NUMBER } from '#features/caps/caps';
import { PARENT_NUMBER_CHILDREN, parentMessages } from '#features/consent/parent-sms';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { latestParentToken, minorDob } from '#test/support/consent';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { emittedMetrics } from '#test/support/metrics';
import { allSms, freshMobileNumber } from '#test/support/sms';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The start of the current UTC day: each scenario takes a day after it. */
const TODAY = Math.floor(Date.now() / DAY) * DAY;

let addressSeed = 0;
/** A new source address for each call: the attacker's rotating proxies. */
const freshAddress = () => {
  addressSeed += 1;
  return `203.0.${Math.floor(addressSeed / 250)}.${(addressSeed % 250) + 1}`;
};

const signUp = async (identity: { sub: string; email: string; name: string }, sourceIp = freshAddress()) =>
  callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) }, sourceIp });

/** Names `parentMobile` as parent, then has the link's code sent: the two SMS a link makes. */
async function linkAndCode(token: string, parentMobile: string, sourceIp = freshAddress()) {
  const link = await callApi('requestParentConsent', {
    token,
    body: { dob: minorDob(16), parentName: 'Sunita Devi', parentMobile, language: 'en' },
    sourceIp,
  });
  if (link.status !== 200) return [link];
  const code = await callApi('sendParentCode', {
    body: { token: latestParentToken(parentMobile) },
    sourceIp: freshAddress(),
  });
  return [link, code];
}

/** SMS the outbox got for `numbers` since `before` messages. */
const sentSince = (before: number, numbers: ReadonlySet<string>) =>
  allSms()
    .slice(0, allSms().length - before)
    .filter((sms) => numbers.has(sms.phoneNumber.replace(/^\+91/, ''))).length;

describe('one person with one Google account and no phone', () => {
  it('gets no more SMS sent than one identity’s caps an hour and a day, however often they erase and sign up', async () => {
    const identity = newIdentity();
    const named = new Set<string>();
    const day = TODAY + DAY + 60_000;
    const perHour: number[] = [];
    let erasures = 0;
    for (const hour of [0, 1, 2]) {
      const before = allSms().length;
      await atTime(day + hour * HOUR, async () => {
        let token = (await signUp(identity)).body.token as string;
        // Past the cap, two erasures an hour show that a new account of the same identity is refused too.
        let erasedThisHour = 0;
        for (let attempt = 0; attempt < 3 * SMS_PER_IDENTITY.hour && erasedThisHour < 2; attempt++) {
          const number = freshMobileNumber();
          named.add(number);
          const answers = await linkAndCode(token, number);
          const refused = answers.find((answer) => answer.status === 429);
          if (!refused) continue;
          expect(refused.headers['retry-after']).toMatch(/^\d+$/);
          // The cap refused: erase the account and sign up again with the same Google account.
          expect(refused.body.message).toMatch(/Too many SMS were sent for your Google account/);
          const asked = await callApi('requestErasure', { token, body: {}, sourceIp: freshAddress() });
          expect(asked.body.data).toEqual({ confirmBy: 'google' });
          const proof = await mintIdToken({ ...identity, issuedAt: Math.floor((day + hour * HOUR) / 1000) });
          const erased = await callApi('confirmErasure', {
            token,
            body: { confirmBy: 'google', proof },
            sourceIp: freshAddress(),
          });
          expect(erased.status, JSON.stringify(erased.body)).toBe(200);
          erasures += 1;
          erasedThisHour += 1;
          const again = await signUp(identity);
          expect(again.status).toBe(200);
          token = again.body.token as string;
        }
      });
      perHour.push(sentSince(before, named));
    }
    expect(erasures).toBeGreaterThan(3);
    // Each hour stops at the identity's hourly cap; the day at its daily cap.
    expect(perHour[0]).toBe(SMS_PER_IDENTITY.hour);
    for (const sent of perHour) expect(sent).toBeLessThanOrEqual(SMS_PER_IDENTITY.hour);
    expect(perHour.reduce((sum, sent) => sum + sent, 0)).toBe(SMS_PER_IDENTITY.day);
  });
});

describe('one number, many accounts', () => {
  it('gets at most its caps an hour and a day, links and codes together, whoever asks', async () => {
    const target = freshMobileNumber();
    const day = TODAY + 2 * DAY + 60_000;
    // As many children as a number may have, each naming it again every hour (a link and its code each).
    const children = Array.from({ length: PARENT_NUMBER_CHILDREN }, newIdentity);
    const perHour: number[] = [];
    for (const hour of [0, 1, 2]) {
      const before = allSms().length;
      for (const [index, child] of children.entries()) {
        // 31 s apart: past the 30 s between two SMS to a number, so only the caps can refuse.
        await atTime(day + hour * HOUR + index * 31_000, async () => {
          const signedIn = await signUp(child);
          await linkAndCode(signedIn.body.token as string, target);
        });
      }
      perHour.push(sentSince(before, new Set([target])));
    }
    expect(perHour[0]).toBe(SMS_PER_NUMBER.hour);
    expect(perHour.reduce((sum, sent) => sum + sent, 0)).toBe(SMS_PER_NUMBER.day);
  });

  it(`belongs to at most ${PARENT_NUMBER_CHILDREN} children, and is never the child's own`, async () => {
    const parent = freshMobileNumber();
    const day = TODAY + 3 * DAY + 60_000;
    const answers = [];
    for (let child = 0; child <= PARENT_NUMBER_CHILDREN; child++) {
      answers.push(
        await atTime(day + child * 31_000, async () => {
          const { token } = (await signUp(newIdentity())).body;
          return callApi('requestParentConsent', {
            token: token as string,
            body: { dob: minorDob(16), parentName: 'Sunita Devi', parentMobile: parent, language: 'en' },
            sourceIp: freshAddress(),
          });
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 409]);
    expect(answers[PARENT_NUMBER_CHILDREN]?.body.message).toBe(parentMessages.numberTaken);

    const own = await createWorker({ privacy: 'consentNeeded', registered: false, verified: true });
    const { MOBILE_NUMBER } = (await import('#lib/db/users').then((users) => users.get(own.id))) ?? {};
    const mine = await callApi('requestParentConsent', {
      token: own.token,
      body: {
        dob: minorDob(16),
        parentName: 'Sunita Devi',
        parentMobile: MOBILE_NUMBER as string,
        language: 'en',
      },
    });
    expect(mine.status).toBe(400);
    expect(mine.body.errors?.[0]?.field).toBe('parentMobile');
  });
});

describe('one source address, many Google accounts', () => {
  it('makes at most its sign-ups and SMS an hour', async () => {
    const address = '198.51.100.7';
    const day = TODAY + 4 * DAY + 60_000;
    await atTime(day, async () => {
      const signUps = [];
      for (let person = 0; person <= SIGN_UPS_PER_ADDRESS.hour; person++)
        signUps.push(await signUp(newIdentity(), address));
      expect(signUps.map((answer) => answer.status)).toEqual([
        ...Array<number>(SIGN_UPS_PER_ADDRESS.hour).fill(200),
        429,
      ]);
      expect(signUps.at(-1)?.body.message).toMatch(/Too many accounts were created from your network/);
      // The same person signing in again is no sign-up: an existing account is never refused.
      expect(decodeJwt(signUps[0]?.body.token as string).sub).toBeDefined();

      const named = new Set<string>();
      const before = allSms().length;
      for (const answer of signUps.slice(0, SIGN_UPS_PER_ADDRESS.hour))
        for (let attempt = 0; attempt < SMS_PER_IDENTITY.hour; attempt++) {
          const number = freshMobileNumber();
          named.add(number);
          const link = await callApi('requestParentConsent', {
            token: answer.body.token as string,
            body: { dob: minorDob(16), parentName: 'Sunita Devi', parentMobile: number, language: 'en' },
            sourceIp: address,
          });
          if (link.status === 429) expect(link.body.message).toMatch(/your network|your Google account/);
        }
      expect(sentSince(before, named)).toBe(SMS_PER_ADDRESS.hour);
    });
  });
});

describe("the parents' daily budget", () => {
  it('stops the parents’ SMS for the day, counted and alarmed, and leaves the codes theirs', async () => {
    const day = TODAY + 5 * DAY + 60_000;
    const named = new Set<string>();
    const before = allSms().length;
    let refusal: Awaited<ReturnType<typeof callApi>> | undefined;
    const metrics = await emittedMetrics(async () => {
      for (let person = 0; person < PARENT_BUDGET && !refusal; person++)
        await atTime(day + person * 1000, async () => {
          const { token } = (await signUp(newIdentity())).body;
          for (const answer of await linkAndCode(token as string, freshMobileNumber()))
            if (answer.status === 429) refusal = answer;
        });
    });
    for (const sms of allSms().slice(0, allSms().length - before))
      named.add(sms.phoneNumber.replace(/^\+91/, ''));
    expect(refusal?.body.message).toMatch(/We cannot send more SMS to parents today/);
    expect(sentSince(before, named)).toBe(PARENT_BUDGET);
    expect(metrics).toContainEqual(
      expect.objectContaining({
        name: 'CapReached',
        dimensions: { service: 'earnlearn', cap: 'parentBudget' },
      }),
    );

    // A worker's own code still goes out that day.
    const worker = await createWorker({ verified: false });
    const code = await atTime(day + HOUR, () =>
      callApi('registerMobileNumber', { token: worker.token, body: { number: freshMobileNumber() } }),
    );
    expect(code.status, JSON.stringify(code.body)).toBe(200);
  });
});

describe("a worker's parent links in parallel", () => {
  it('send one link however many race: the account write is conditioned on the link read before', async () => {
    const day = TODAY + 6 * DAY + 60_000;
    const numbers = Array.from({ length: 12 }, freshMobileNumber);
    const before = allSms().length;
    const answers = await atTime(day, async () => {
      const { token } = (await signUp(newIdentity())).body;
      return Promise.all(
        numbers.map((parentMobile) =>
          callApi('requestParentConsent', {
            token: token as string,
            body: { dob: minorDob(16), parentName: 'Sunita Devi', parentMobile, language: 'en' },
            sourceIp: freshAddress(),
          }),
        ),
      );
    });

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect([409, 429], JSON.stringify(refused.body)).toContain(refused.status);
    expect(sentSince(before, new Set(numbers))).toBe(1);
  });
});
