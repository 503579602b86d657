/**
 * A valid call of each worker and public endpoint, made ready for a given caller: auth-matrix.test.ts calls each
 * public endpoint without a token with it, consent.test.ts every worker endpoint as a held account and as one
 * whose consent records must only grow. An endpoint of those callers without an example does not compile.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sendParentCode } from '#features/consent/parent-sms';
import { startSignIn } from '#features/employers/send-sign-in-code';
import { requestChange } from '#features/otp/request-change';
import { sendCode } from '#features/otp/send';
import { startPhoneSignIn } from '#features/sign-in/phone-send';
import { db, tableName } from '#lib/clients/dynamodb';
import * as alertsDb from '#lib/db/job-alerts';
import { pendingCodeKey, userKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import type { ContractName, contracts } from '#shared/api/index';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { type TestAccount, workerAccount } from './accounts';
import { atTime } from './clock';
import { minorWithParentLink, verifiedParentLink } from './consent';
import { createOrganisationWithOwner, latestEmployerCode } from './employers';
import { createApplication, createJob } from './fixtures';
import { mintIdToken } from './identity-provider';
import { proposedInterview } from './interviews';
import type { CallOptions } from './invoke';
import { alertWithToken, consentToJobAlerts, createAlertFor } from './job-alerts';
import { freshMobileNumber, latestCode } from './sms';
import { createLogin } from './staff-login';

/** Forgets the worker's pending code and its sends of the last hour (the account's hourly SMS limit). */
async function forgetAccountSends(caller: TestAccount): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: pendingCodeKey(caller.id) }));
}

/** A device's Web Push subscription as Chrome gives it (an FCM endpoint, a P-256 key, a 16-byte secret). */
const EXAMPLE_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/example-device:APA91bExample';
const EXAMPLE_PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** Where the examples' own sends come from: the address every test call has. */
const LOCAL = { sourceIp: '127.0.0.1' };

export type Example = (caller: TestAccount | undefined) => Promise<Omit<CallOptions, 'token'>>;

/** The endpoints a worker or anyone calls: the ones with an example. */
export type ExampleName = {
  [K in ContractName]: (typeof contracts)[K]['caller'] extends 'worker' | 'public' ? K : never;
}[ContractName];

export const examples: Record<ExampleName, Example> = {
  getAllJobs: async () => ({ query: { limit: '5' } }),
  searchJobs: async () => ({
    query: { q: 'marketing intern', city: 'bangalore urban', wfh: '1', type: 'internship', limit: '5' },
  }),
  getJobById: async () => ({ query: { id: String((await createJob()).ID) } }),
  searchPublicJobs: async () => ({ query: { city: 'hyderabad-telangana', type: 'internship', limit: '5' } }),
  getPublicJob: async () => ({ query: { id: String((await createJob()).ID) } }),
  getReplyRecord: async () => ({ query: { id: String((await createJob()).ID) } }),
  getPublicEmployer: async () => ({ query: { id: (await createOrganisationWithOwner()).organisationId } }),
  reportEmployer: async () => ({
    body: { id: (await createOrganisationWithOwner()).organisationId, reason: 'fake' },
  }),
  getAppliedJobs: async () => ({}),
  // The caller's own application, shortlisted, with an interview proposed.
  answerInterview: async (caller) => {
    const { job, interview } = await proposedInterview(caller?.role === 'worker' ? { worker: caller } : {});
    return { body: { id: job.ID, startsAt: interview.STARTS_AT, answer: 'confirm' } };
  },
  getInterviewCalendar: async (caller) => {
    const { job } = await proposedInterview(caller?.role === 'worker' ? { worker: caller } : {});
    return { query: { id: String(job.ID) } };
  },
  applyJob: async () => ({ body: { id: (await createJob()).ID } }),
  saveJob: async () => ({ body: { id: (await createJob()).ID } }),
  unsaveJob: async () => ({ body: { id: (await createJob()).ID } }),
  reportJob: async () => ({ body: { id: (await createJob()).ID, reason: 'fake' } }),
  getSavedJobs: async () => ({}),
  getRecommendedJobs: async () => ({}),
  // Job alerts: the caller's consent to them given, and room under the cap (its alerts deleted).
  createJobAlert: async (caller) => {
    if (caller?.role === 'worker') {
      await consentToJobAlerts(caller);
      await alertsDb.removeAll(caller.id);
    }
    return { body: { city: 'chennai', type: 'job', channel: 'email' } };
  },
  getJobAlerts: async () => ({}),
  deleteJobAlert: async (caller) => {
    if (caller?.role !== 'worker') return { body: { id: '0123456789' } };
    await alertsDb.removeAll(caller.id);
    return { body: { id: await createAlertFor(caller) } };
  },
  unsubscribeJobAlert: async () => ({ body: { token: (await alertWithToken()).token } }),
  // The caller's own application, still New (any other caller gets its 401/403 before the id matters).
  withdrawApplication: async (caller) => {
    const job = await createJob();
    if (caller?.role === 'worker') await createApplication({ job, worker: caller });
    return { body: { id: job.ID } };
  },
  // The caller's own application's thread (issue 39).
  getApplicationThread: async (caller) => {
    const job = await createJob();
    if (caller?.role === 'worker') await createApplication({ job, worker: caller });
    return { query: { id: String(job.ID) } };
  },
  sendApplicationMessage: async (caller) => {
    const job = await createJob();
    if (caller?.role === 'worker') await createApplication({ job, worker: caller });
    return { body: { id: job.ID, text: 'When is the interview?' } };
  },
  muteApplicationThread: async (caller) => {
    const job = await createJob();
    if (caller?.role === 'worker') await createApplication({ job, worker: caller });
    return { body: { id: job.ID, muted: true } };
  },
  reportApplicationMessage: async (caller) => {
    const job = await createJob();
    if (caller?.role === 'worker') await createApplication({ job, worker: caller });
    return { body: { id: job.ID, messageId: '2026-12-03T10:00:00.000Z#0a1b2c3d' } };
  },
  translateApplicationMessage: async (caller) => {
    const job = await createJob();
    if (caller?.role === 'worker') await createApplication({ job, worker: caller });
    return { body: { id: job.ID, messageId: '2026-12-03T10:00:00.000Z#0a1b2c3d' } };
  },
  getNotifications: async () => ({}),
  getUnreadNotifications: async () => ({}),
  markNotificationsRead: async () => ({ body: { all: true } }),
  loginOrRegister: async () => ({ body: { idToken: await mintIdToken() } }),
  startPhoneSignIn: async () => ({ body: { mobile: freshMobileNumber(), language: 'hi' } }),
  // A code just sent to a new number, read from the SMS outbox.
  verifyPhoneSignIn: async () => {
    const mobile = freshMobileNumber();
    await startPhoneSignIn(mobile, { ...LOCAL, language: 'en' });
    return { body: { mobile, code: latestCode(mobile) } };
  },
  // A Google account no account has: the caller's own has one already (a 409), a phone sign-up's none.
  linkGoogleAccount: async () => ({ body: { idToken: await mintIdToken() } }),
  // Ends the caller's sessions (`endsSessions`).
  signOut: async () => ({ body: {} }),
  setLanguage: async () => ({ body: { language: 'hi' } }),
  getPrivacy: async () => ({}),
  getMyData: async () => ({}),
  // The shared worker consented already: giving it again changes nothing and answers 200.
  giveConsent: async () => ({
    body: {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'hi',
      accept: true,
      smsUpdates: true,
      screen: 'noticeUpdate',
    },
  }),
  updateConsent: async () => ({ body: { purpose: 'smsUpdates', granted: true, language: 'te' } }),
  // A device of the caller's, who agreed to notifications (the example writes the agreement).
  savePushSubscription: async (caller) => {
    if (caller?.role === 'worker') {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(caller.id),
          UpdateExpression: 'SET PUSH_UPDATES = :on',
          ExpressionAttributeValues: { ':on': true },
        }),
      );
    }
    return { body: { endpoint: EXAMPLE_PUSH_ENDPOINT, keys: EXAMPLE_PUSH_KEYS } };
  },
  deletePushSubscription: async () => ({ body: { endpoint: EXAMPLE_PUSH_ENDPOINT } }),
  getMyRights: async () => ({}),
  setNominee: async () => ({ body: { nominee: { name: 'Lakshmi Devi', contact: '9876543210' } } }),
  // Each call raises one: a worker has at most 5 open concerns.
  raiseGrievance: async () => ({
    body: { category: 'other', text: 'Who can see my number?', language: 'hi' },
  }),
  // Only a held minor may call it with success; an adult who consented gets a 409.
  requestParentConsent: async () => ({
    body: { parentName: 'Ramesh Kumar', parentMobile: freshMobileNumber(), language: 'en' },
  }),
  getParentRequest: async () => ({ body: { token: (await minorWithParentLink()).token } }),
  sendParentCode: async () => ({ body: { token: (await minorWithParentLink()).token } }),
  verifyParentCode: async () => {
    const link = await minorWithParentLink();
    await sendParentCode(link.token, LOCAL);
    return { body: { token: link.token, otp: latestCode(link.parentMobile) } };
  },
  answerParentRequest: async () => ({
    body: {
      token: (await verifiedParentLink()).token,
      decision: 'consent',
      declaration: true,
      parentDob: '1980-06-15',
      smsUpdates: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'te',
    },
  }),
  // A number of its own each call: the 30-second rule between codes to one number would refuse a second call.
  requestErasure: async (caller) => {
    if (caller?.role === 'worker') await users.verifyMobileNumber(caller.id, freshMobileNumber());
    return { body: {} };
  },
  // Erases the caller (`endsSessions`: a caller of its own), confirmed by a fresh Google sign-in of that account.
  confirmErasure: async (caller) => {
    if (caller?.role !== 'worker') return { body: { confirmBy: 'google', proof: await mintIdToken() } };
    const account = await users.get(caller.id);
    // Erased by an earlier call of the same test: any fresh token (the session check refuses the call first).
    const proof = await mintIdToken(account?.GOOGLE_SUB ? { sub: account.GOOGLE_SUB } : {});
    return { body: { confirmBy: 'google', proof } };
  },
  registerDetails: async () => ({
    body: {
      name: 'Priya Sharma',
      gender: 0,
      dob: '2003-08-21',
      languages: ['english', 'hindi'],
      cityName: 'chennai',
      education: 'graduate',
      collegeName: 'Stella Maris College',
    },
  }),
  registerMobileNumber: async () => ({ body: { number: freshMobileNumber() } }),
  // A code just sent to the worker, read from the SMS outbox.
  validateOTP: async (caller) => {
    if (caller?.role !== 'worker') return { body: { otp: '123456' } };
    const number = freshMobileNumber();
    await sendCode(await workerAccount(caller), number, 'first', LOCAL);
    return { body: { otp: latestCode(number) } };
  },
  // A new number for a verified worker; the code for it, sent just now (read from the SMS outbox).
  // The account's hourly send count starts afresh: the suites call every SMS example with one worker.
  requestNumberChange: async (caller) => {
    if (caller?.role === 'worker') await forgetAccountSends(caller);
    return { body: { number: freshMobileNumber() } };
  },
  confirmNumberChange: async (caller) => {
    if (caller?.role !== 'worker') return { body: { otp: '123456' } };
    await forgetAccountSends(caller);
    const number = freshMobileNumber();
    await requestChange(await workerAccount(caller), number, LOCAL);
    return { body: { otp: latestCode(number) } };
  },
  getProfile: async () => ({}),
  createDocumentUpload: async () => ({ body: { document: 'panCard' } }),
  saveResume: async () => ({ body: { key: '' } }),
  updateProfile: async () => ({
    body: {
      gender: 1,
      dob: '2001-01-26',
      languages: ['hindi'],
      cityName: 'new delhi',
      education: 'graduate',
      collegeName: 'Delhi University',
      panCardLocation: '',
      idCardLocation: '',
    },
  }),
  updateProfileSections: async () => ({
    body: {
      skills: [{ code: 'DELIVERY', level: 'intermediate' }],
      experience: [],
      certificates: [],
      availability: { hoursPerWeek: 10, days: ['sat', 'sun'], from: '' },
      preferences: { jobTypes: ['GIG'], places: [] },
      about: '',
      spokenLanguages: [],
    },
  }),
  // A code sent 31 seconds ago, so a resend is allowed now.
  resendOTP: async (caller) => {
    const number = freshMobileNumber();
    if (caller?.role === 'worker')
      await atTime(Date.now() - 31_000, async () =>
        sendCode(await workerAccount(caller), number, 'first', LOCAL),
      );
    return { body: { number } };
  },
  // A fresh login of the page's kind, with its right password.
  adminLogin: async () => {
    const { email, password } = await createLogin('admin');
    return { body: { email, password } };
  },
  internallogin: async () => {
    const { email, password } = await createLogin('HR');
    return { body: { email, password } };
  },
  startEmployerSignIn: async () => ({ body: { email: `someone.${Date.now()}@acme.in` } }),
  verifyEmployerSignIn: async () => {
    const email = `someone.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@acme.in`;
    await startSignIn(email, LOCAL.sourceIp);
    return { body: { email, code: await latestEmployerCode(email) } };
  },
  employerGoogleSignIn: async () => ({ body: { idToken: await mintIdToken() } }),
};
