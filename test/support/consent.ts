/**
 * Workers under 18 and their parents' links, for the API tests: a held minor is a new sign-up who
 * gave a date of birth under 18; the link's secret is read from the SMS the parent got, as a parent would.
 */
import { verifyParentCode } from '#features/consent/parent';
import { requestParentConsent, sendParentCode } from '#features/consent/parent-sms';
import { writeAccount } from '#lib/db/worker-writes';
import { PARENT_SHORT_LINK_PATH } from '#shared/api/privacy';
import { createWorker, type TestAccount, workerAccount } from './accounts';
import { freshMobileNumber, latestCode, smsTo } from './sms';

/** A date of birth 16 years before now: a minor for the next two years. */
export function minorDob(years = 16, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 1));
  return date.toISOString().slice(0, 10);
}

/**
 * A new sign-up held for consent; with `dob` (by default one of 16), as one who gave that date of birth (a
 * minor's is kept while the parent is asked).
 */
export async function createHeldWorker(options: { dob?: string } = {}): Promise<TestAccount> {
  const worker = await createWorker({ privacy: 'consentNeeded', registered: false, verified: false });
  const dob = options.dob ?? minorDob();
  if (dob) await writeAccount(worker.id, () => ({ set: { DOB: dob } }));
  return worker;
}

/** The secret in the newest consent link texted to `number`. */
export function latestParentToken(number: string): string {
  const pattern = new RegExp(`${PARENT_SHORT_LINK_PATH}([A-Za-z0-9_-]{16})`);
  const token = pattern.exec(smsTo(number)[0]?.message ?? '')?.[1];
  if (!token) throw new Error(`No consent link was sent to ${number}`);
  return token;
}

export interface ParentLinkFixture {
  worker: TestAccount;
  parentMobile: string;
  token: string;
}

/** Where the fixtures' own sends come from: the address every test call has. */
export const LOCAL = { sourceIp: '127.0.0.1' };

/** A held minor who named a parent: the parent's number and the link's secret from their SMS. */
export async function minorWithParentLink(worker?: TestAccount): Promise<ParentLinkFixture> {
  const minor = worker ?? (await createHeldWorker());
  const parentMobile = freshMobileNumber();
  await requestParentConsent(
    await workerAccount(minor),
    {
      parentName: 'Lakshmi Rao',
      parentMobile,
      language: 'te',
    },
    LOCAL,
  );
  return { worker: minor, parentMobile, token: latestParentToken(parentMobile) };
}

/** As above, with the parent's number verified by the code sent through the link. */
export async function verifiedParentLink(worker?: TestAccount): Promise<ParentLinkFixture> {
  const link = await minorWithParentLink(worker);
  await sendParentCode(link.token, LOCAL);
  if (!(await verifyParentCode(link.token, latestCode(link.parentMobile)))) {
    throw new Error("The parent's code was not accepted");
  }
  return link;
}
