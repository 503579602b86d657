/**
 * The SMS of a parent's consent (the whole flow is described in parent.ts): the link a worker has
 * sent to a parent (requestParentConsent), and the one-time code a parent has sent to the number on the link
 * (sendParentCode). Apart from parent.ts so that the endpoints that text nobody do not load the SMS client.
 * Both take their place under the SMS caps (features/caps: the child's Google identity, the number, the source
 * address, the parents' daily budget) before anything is written. A parent's number is never the child's own,
 * and belongs to at most PARENT_NUMBER_CHILDREN children: a set of the children's keyed identity hashes under
 * the number's keyed hash, added to by a condition in the link's own transaction (so erasing a child and
 * signing up again is the same child, and parallel links cannot pass it).
 */
import { randomBytes } from 'node:crypto';
import { takeSmsPlace } from '#features/caps/caps';
import { keyedHash } from '#lib/auth/keyed-hash';
import { tableName } from '#lib/clients/dynamodb';
import { clock } from '#lib/clock';
import { readVariable } from '#lib/config';
import * as consent from '#lib/db/consent';
import { parentNumberKey } from '#lib/db/keys';
import * as otps from '#lib/db/otps';
import * as users from '#lib/db/users';
import { type WorkerAccount, writeAccount } from '#lib/db/worker-writes';
import { BadRequest, Conflict, Forbidden, NotFound, ServiceUnavailable, TooManyRequests } from '#lib/errors';
import { logger } from '#lib/logger';
import { countSentSms } from '#lib/messaging/allowance';
import { sendOtpSms, sendParentLinkSms } from '#lib/messaging/sms';
import { PARENT_TOKEN_BYTES } from '#shared/api/privacy';
import type { SiteLanguage } from '#shared/domain/codes';
import { OTP_RESEND_MIN_INTERVAL_SECONDS } from '#shared/domain/constants';
import { HOLD_MS, isMinor, privacyStateOf } from '#shared/domain/privacy';
import { messages as fieldMessages } from '#shared/domain/rules';
import { otpKey } from '../otp/key';
import {
  generateCode,
  HOUR_MS,
  hashCode,
  OTP_VALID_MS,
  refusal,
  sendDecision,
  withinLastHour,
} from '../otp/rules';
import { codeSubject, linkHash, liveLink, messages } from './parent';

const siteUrl = readVariable('SITE_URL')?.replace(/\/+$/, '');

const RACED = 'Another link was sent at the same moment.';

/** The children one parent's number may be named for. */
export const PARENT_NUMBER_CHILDREN = 3;
/** How long a number remembers the children who named it, after the last. */
const PARENT_NUMBER_KEEP_DAYS = 365;

export const parentMessages = {
  ownNumber: "Please give your parent's or guardian's number, not your own.",
  numberTaken: `This number is already given as a parent's for ${PARENT_NUMBER_CHILDREN} accounts. Please give another parent's or guardian's number.`,
} as const;

/** The link's transaction item that names the child for the parent's number, within the cap. */
function parentNumberAdd(numberHash: string, childHash: string, nowMs: number) {
  return {
    Update: {
      TableName: tableName,
      Key: parentNumberKey(numberHash),
      ConditionExpression:
        'attribute_not_exists(children) OR contains(children, :child) OR size(children) < :cap',
      UpdateExpression: 'ADD children :children SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':child': childHash,
        ':children': new Set([childHash]),
        ':cap': PARENT_NUMBER_CHILDREN,
        ':entity': 'PARENT_NUMBER',
        ':ttl': Math.ceil(nowMs / 1000) + PARENT_NUMBER_KEEP_DAYS * 24 * 3600,
      },
    },
  };
}

/** Another send to the number won the race: as if this one came a moment later. */
function racedSend(): TooManyRequests {
  return new TooManyRequests(
    refusal({ allowed: false, reason: 'interval', retryAfterSeconds: OTP_RESEND_MIN_INTERVAL_SECONDS }),
    OTP_RESEND_MIN_INTERVAL_SECONDS,
  );
}

export async function requestParentConsent(
  account: WorkerAccount,
  input: { dob?: string | undefined; parentName: string; parentMobile: string; language: SiteLanguage },
  from: { sourceIp: string },
): Promise<void> {
  const nowMs = clock.now();
  const now = new Date(nowMs);
  if (privacyStateOf(account) === 'given') throw new Conflict(messages.given);
  const dob = account.DOB || input.dob;
  if (!dob) throw BadRequest.field('dob', fieldMessages.dobRequired);
  if (!isMinor(dob, now)) throw new Forbidden(messages.adult, 'consentNeeded');
  if (!siteUrl) {
    logger.error("SITE_URL is not set: a parent's consent link cannot be sent");
    throw new ServiceUnavailable(messages.notSetUp);
  }
  if (account.MOBILE_NUMBER && input.parentMobile === account.MOBILE_NUMBER)
    throw BadRequest.field('parentMobile', parentMessages.ownNumber);
  const previous = account.PARENT && !account.PARENT.CONSENTED_AT ? account.PARENT : undefined;
  const numberSends = await otps.getNumberSends(input.parentMobile, 'parentLink');
  const decision = sendDecision(
    { numberSends: numberSends?.sends ?? [], accountSends: previous?.SENDS ?? [] },
    nowMs,
  );
  if (!decision.allowed) throw new TooManyRequests(refusal(decision), decision.retryAfterSeconds);
  await takeSmsPlace({ account, number: input.parentMobile, sourceIp: from.sourceIp, budget: 'parent' });
  const [numberHash, childHash] = await Promise.all([
    keyedHash('mobile', input.parentMobile),
    keyedHash('google', account.GOOGLE_SUB ?? `account:${account.ID}`),
  ]);

  const token = randomBytes(PARENT_TOKEN_BYTES).toString('base64url');
  const tokenHash = linkHash(token);
  // The 7 days run from the first link: sending again does not extend them.
  const expiresAt = previous?.EXPIRES_AT ?? new Date(nowMs + HOLD_MS).toISOString();
  const sentAt = now.toISOString();
  const sends = [...withinLastHour(previous?.SENDS ?? [], nowMs), nowMs];
  const numberWrite = otps.numberSendsPut(
    {
      number: input.parentMobile,
      now: nowMs,
      numberSends: [...withinLastHour(numberSends?.sends ?? [], nowMs), nowMs],
      keepUntil: nowMs + HOUR_MS,
      previous: { pending: undefined, numberSends },
    },
    'parentLink',
  );
  await writeAccount(account.ID, (current) => {
    if (privacyStateOf(current) === 'given') throw new Conflict(messages.given);
    // The send rules were decided on the link read above: a link another request sent since (writeAccount
    // reads again after a lost race) makes this one a send that came a moment later, not a second link.
    if (current.PARENT?.SENT_AT !== account.PARENT?.SENT_AT) throw new Conflict(RACED);
    const held = current.HELD_UNTIL || undefined;
    return {
      set: {
        PRIVACY_STATE: 'parentPending',
        HELD_UNTIL: expiresAt,
        ...(current.DOB ? {} : { DOB: dob }),
        PARENT: {
          NAME: input.parentName,
          MOBILE: input.parentMobile,
          LINK: tokenHash,
          SENT_AT: sentAt,
          EXPIRES_AT: expiresAt,
          SENDS: sends,
        },
      },
      // Another link sent meanwhile: this one is as if a moment later (the interval rule answers).
      ...(current.PARENT
        ? { condition: 'PARENT.SENT_AT = :sentBefore', values: { ':sentBefore': current.PARENT.SENT_AT } }
        : { condition: 'attribute_not_exists(PARENT)' }),
      items: [
        numberWrite,
        parentNumberAdd(numberHash, childHash, nowMs),
        consent.linkPut({
          tokenHash,
          userId: current.ID,
          parentName: input.parentName,
          mobile: input.parentMobile,
          expiresAt,
          language: input.language,
          wrongTries: 0,
          sends: [],
        }),
        ...(current.PARENT?.LINK && !current.PARENT.CONSENTED_AT
          ? [consent.linkDelete(current.PARENT.LINK)]
          : []),
        ...(held !== expiresAt
          ? [...(held ? [consent.heldDelete(held, current.ID)] : []), consent.heldPut(expiresAt, current.ID)]
          : []),
      ],
      conflicts: { 0: RACED, 1: parentMessages.numberTaken },
    };
  }).catch((error: unknown) => {
    if (error instanceof Conflict && error.message === RACED) throw racedSend();
    throw error;
  });
  try {
    // In the language the worker uses the site in: the parent's page opens in it too.
    await countSentSms(
      await sendParentLinkSms(input.parentMobile, account.NAME, token, siteUrl, input.language),
    );
  } catch (error: unknown) {
    logger.error("The parent's consent link was not sent", {
      accountId: account.ID,
      errorName: error instanceof Error ? error.name : typeof error,
    });
    // The link stored is unusable without its secret, which went nowhere: sending again mends it.
    throw new ServiceUnavailable(messages.smsFailed);
  }
  logger.info("Parent's consent link sent", { accountId: account.ID, resend: previous !== undefined });
}

/**
 * The parent's one-time code, in `language` (the language their page shows: they may have switched from the
 * child's) or else the link's (the child's, which the page opens in).
 */
export async function sendParentCode(
  token: string,
  from: { sourceIp: string },
  language?: SiteLanguage,
): Promise<void> {
  const link = await liveLink(token);
  if (link.verifiedAt) throw new Conflict(messages.alreadyVerified);
  const nowMs = clock.now();
  const numberSends = await otps.getNumberSends(link.mobile);
  const decision = sendDecision({ numberSends: numberSends?.sends ?? [], accountSends: link.sends }, nowMs);
  if (!decision.allowed) throw new TooManyRequests(refusal(decision), decision.retryAfterSeconds);
  // The child's Google identity pays for the parent's code too: a link is no way around the child's caps.
  const child = await users.get(link.userId);
  if (!child) throw new NotFound(messages.unknownLink);
  await takeSmsPlace({ account: child, number: link.mobile, sourceIp: from.sourceIp, budget: 'parent' });
  const code = generateCode();
  const codeHash = hashCode(await otpKey(), link.userId, codeSubject(link), code);
  const saved = await consent.saveLinkCode({
    link,
    codeHash,
    codeExpiresAt: nowMs + OTP_VALID_MS,
    now: nowMs,
    linkSends: [...withinLastHour(link.sends, nowMs), nowMs],
    numberSends: [...withinLastHour(numberSends?.sends ?? [], nowMs), nowMs],
    keepUntil: nowMs + HOUR_MS,
    previousNumberSends: numberSends,
  });
  if (!saved) throw racedSend();
  try {
    await countSentSms(await sendOtpSms(link.mobile, code, language ?? link.language));
  } catch (error: unknown) {
    logger.error("The parent's code was not sent", {
      accountId: link.userId,
      errorName: error instanceof Error ? error.name : typeof error,
    });
    throw new ServiceUnavailable(messages.smsFailed);
  }
}
