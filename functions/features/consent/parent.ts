/**
 * A parent's or guardian's consent for a worker under 18 (DPDP Act s.9, Rules 2025 Rule 10).
 *
 * 1. The worker names the parent (requestParentConsent): a link with a 192-bit secret goes to the parent's
 *    mobile by SMS; only the secret's hash is stored. A new link replaces the old one (which stops working),
 *    within the OTP send limits (30 s apart, 5 an hour to a number, 10 an hour from a worker), counted apart
 *    from the codes so that a parent who opens the link at once can have a code sent. The link and the account's hold end together,
 *    HOLD_DAYS after the first link.
 * 2. The parent opens it (getParentRequest), has a one-time code sent to that number (sendParentCode: the OTP
 *    rules, per number and per link) and enters it (verifyParentCode: 5 tries, 10 minutes, single use).
 * 3. Verified, the parent declares that they are the parent or lawful guardian and an adult (age-assurance.ts)
 *    and consents, which unlocks the account and records who consented, when, how they were verified and the
 *    notice version, or refuses, which erases the account. Either way the link is used up.
 */
import { createHash } from 'node:crypto';
import { clock } from '#lib/clock';
import * as consent from '#lib/db/consent';
import * as users from '#lib/db/users';
import { writeAccount } from '#lib/db/worker-writes';
import { BadRequest, Forbidden, Gone, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import type { SiteLanguage } from '#shared/domain/codes';
import { OTP_MAX_WRONG_TRIES } from '#shared/domain/constants';
import { maskMobile, PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { matchesUnderAnyKey } from '../otp/key';
import { codeMatches, codeState } from '../otp/rules';
import { selfDeclaration } from './age-assurance';
import { eraseWorker } from './erase';
import { assertCurrentNotice, consentGiven } from './give';

export const messages = {
  given: 'Your consent is already recorded.',
  adult: 'You are 18 or older: please give your consent yourself.',
  notSetUp: 'Sending the link is not set up on this site yet. Please try again later.',
  smsFailed: 'We could not send the SMS just now. Please try again in a minute.',
  unknownLink: 'This link is not valid. Please ask your child to send a new one from Earnlearn.',
  expiredLink: 'This link has expired. Please ask your child to send a new one from Earnlearn.',
  verifyFirst: 'Please verify your mobile number with the code first.',
  alreadyVerified: 'This number is already verified. Please go on.',
  noCode: 'There is no code waiting to be checked. Please ask for a new code.',
  dead: 'Too many wrong codes were entered. Please ask for a new code.',
  expiredCode: 'This code has expired. Please ask for a new code.',
  usedCode: 'This code can no longer be used. Please ask for a new code.',
  usedLink: 'This link has already been used.',
} as const;

/** The stored form of a link's secret: SHA-256 (the secret is 192 random bits, so no key is needed). */
export function linkHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What a parent's code is bound to (hashCode's "number"): never the same as a worker's own code. */
export const codeSubject = (link: consent.ParentLink) => `parent:${link.mobile}`;

/** The link behind `token`, while it works: 404 for none (never sent, replaced, used), 410 once expired. */
export async function liveLink(token: string): Promise<consent.ParentLink> {
  const link = await consent.getLink(linkHash(token));
  if (!link) throw new NotFound(messages.unknownLink);
  if (Date.parse(link.expiresAt) <= clock.now()) throw new Gone(messages.expiredLink);
  return link;
}

export async function parentRequest(token: string) {
  const link = await liveLink(token);
  const worker = await users.get(link.userId);
  if (!worker || worker.PARENT?.LINK !== link.tokenHash) throw new NotFound(messages.unknownLink);
  return {
    workerName: worker.NAME,
    mobile: maskMobile(link.mobile),
    expiresAt: link.expiresAt,
    verified: link.verifiedAt !== undefined,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language: link.language,
  };
}

/** Checks the parent's code: each guess spends a try first, so at most 5 are ever compared. */
export async function verifyParentCode(token: string, otp: string): Promise<boolean> {
  const link = await liveLink(token);
  if (link.verifiedAt) return true;
  const nowMs = clock.now();
  if (link.codeHash === undefined || link.codeExpiresAt === undefined) throw new BadRequest(messages.noCode);
  const state = codeState({ expiresAt: link.codeExpiresAt, wrongTries: link.wrongTries }, nowMs);
  if (state === 'dead') throw new BadRequest(messages.dead);
  if (state === 'expired') throw new BadRequest(messages.expiredCode);
  if (!(await consent.spendLinkTry(link.tokenHash, link.codeHash, nowMs, OTP_MAX_WRONG_TRIES))) {
    const now = await consent.getLink(link.tokenHash);
    if (now && now.wrongTries >= OTP_MAX_WRONG_TRIES) throw new BadRequest(messages.dead);
    throw new BadRequest(messages.usedCode);
  }
  const { codeHash } = link;
  const subject = codeSubject(link);
  if (!(await matchesUnderAnyKey((key) => codeMatches(key, link.userId, subject, otp, codeHash))))
    return false;
  if (!(await consent.markLinkVerified(link.tokenHash, codeHash, nowMs, new Date(nowMs).toISOString()))) {
    throw new BadRequest(messages.usedCode);
  }
  return true;
}

export async function answerParentRequest(input: {
  token: string;
  decision: 'consent' | 'refuse';
  declaration: true;
  parentDob: string;
  smsUpdates: boolean;
  noticeVersion: string;
  language: SiteLanguage;
}): Promise<void> {
  const link = await liveLink(input.token);
  if (!link.verifiedAt) throw new Forbidden(messages.verifyFirst);
  assertCurrentNotice(input.noticeVersion);
  const now = new Date(clock.now());
  const assured = selfDeclaration.assure(input, now);
  const worker = await users.get(link.userId);
  if (!worker || worker.PARENT?.LINK !== link.tokenHash) throw new NotFound(messages.unknownLink);

  if (input.decision === 'refuse') {
    // Used up first (single use against a racing answer), then everything of the worker goes.
    if (!(await consent.spendLink(link.tokenHash))) throw new Gone(messages.usedLink);
    await eraseWorker(link.userId, 'parentRefused');
    return;
  }

  const at = now.toISOString();
  const base = {
    NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
    LANGUAGE: input.language,
    AT: at,
    SCREEN: 'parentLink' as const,
    BY: 'parent' as const,
    PARENT_NAME: link.parentName,
    PARENT_MOBILE: link.mobile,
    VERIFIED_BY: assured.method,
    DECLARED_DOB: assured.declaredDob,
  };
  await writeAccount(link.userId, (current) => {
    if (current.PARENT?.LINK !== link.tokenHash) throw new Gone(messages.usedLink);
    return {
      set: {
        ...consentGiven(at, input.smsUpdates),
        PARENT: { ...current.PARENT, CONSENTED_AT: at, VERIFIED_BY: assured.method },
      },
      condition: 'PARENT.LINK = :link',
      values: { ':link': link.tokenHash },
      items: [
        consent.usedLinkDelete(link.tokenHash),
        ...(current.HELD_UNTIL ? [consent.heldDelete(current.HELD_UNTIL, current.ID)] : []),
        consent.recordPut(current.ID, { ...base, PURPOSE: 'account', ACTION: 'grant' }),
        ...(input.smsUpdates
          ? [consent.recordPut(current.ID, { ...base, PURPOSE: 'smsUpdates', ACTION: 'grant' })]
          : []),
      ],
      conflicts: { 0: messages.usedLink },
    };
  });
  logger.info("Parent's consent recorded", { accountId: link.userId });
}
