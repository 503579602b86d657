/**
 * A valid call of each endpoint, made ready for a given caller. The registry-driven tests use these to prove
 * that the right caller gets a 200, and bad-input.test.ts makes one field of each hostile; an endpoint without
 * an example does not compile.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { sendParentCode } from '#features/consent/parent-sms';
import { requestChange } from '#features/otp/request-change';
import { sendCode } from '#features/otp/send';
import { db, tableName } from '#lib/clients/dynamodb';
import * as alertsDb from '#lib/db/job-alerts';
import { pendingCodeKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import type { ContractName } from '#shared/api/index';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createStaff, createWorker, type TestAccount, workerAccount } from './accounts';
import { atTime } from './clock';
import { createHeldWorker, minorWithParentLink, verifiedParentLink } from './consent';
import { createApplication, createJob } from './fixtures';
import { createGrievance } from './grievances';
import { mintIdToken } from './identity-provider';
import { proposedInterview, shortlistedApplication, slot } from './interviews';
import type { CallOptions } from './invoke';
import { alertWithToken, consentToJobAlerts, createAlertFor } from './job-alerts';
import { postingBody, uploadLogo } from './job-posting';
import { codeFor, enrolDirectly, removeSecondFactor, startEnrolmentDirectly } from './second-factor';
import { freshMobileNumber, latestCode } from './sms';
import { createLogin, freshPassword, KNOWN_PASSWORD, resetPassword } from './staff-login';

/** An e-mail no login has yet, so each addEmployee example creates one (and its e-mail lands in the inbox). */
const freshEmployeeEmail = () => `employee.${randomBytes(5).toString('hex')}@earnlearn.in`;

/** Forgets the worker's pending code and its sends of the last hour (the account's hourly SMS limit). */
async function forgetAccountSends(caller: TestAccount): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: pendingCodeKey(caller.id) }));
}

export type Example = (caller: TestAccount | undefined) => Promise<Omit<CallOptions, 'token'>>;

export const examples: Record<ContractName, Example> = {
  getAllJobs: async () => ({ query: { limit: '5' } }),
  searchJobs: async () => ({
    query: { q: 'marketing intern', city: 'bangalore urban', wfh: '1', type: 'internship', limit: '5' },
  }),
  getJobById: async () => ({ query: { id: String((await createJob()).ID) } }),
  getPublicJob: async () => ({ query: { id: String((await createJob()).ID) } }),
  getAppliedJobs: async () => ({}),
  // The caller's own application, shortlisted, with an interview proposed (issue 23).
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
  getSavedJobs: async () => ({}),
  // Job alerts (issue 24): the caller's consent to them given, and room under the cap (its alerts deleted).
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
  getNotifications: async () => ({}),
  getUnreadNotifications: async () => ({}),
  markNotificationsRead: async () => ({ body: { all: true } }),
  loginOrRegister: async () => ({ body: { idToken: await mintIdToken() } }),
  // Ends the caller's sessions: the registry-driven tests give it a caller of its own (`endsSessions`).
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
  getMyRights: async () => ({}),
  setNominee: async () => ({ body: { nominee: { name: 'Lakshmi Devi', contact: '9876543210' } } }),
  // Each call raises one: the shared worker would reach the cap of open concerns (OWN_CALLER below).
  raiseGrievance: async () => ({
    body: { category: 'other', text: 'Who can see my number?', language: 'hi' },
  }),
  // Only a held minor may call it with success: the registry-driven tests give it a caller of its own where
  // it is meant to succeed (OWN_CALLER below); the shared worker, an adult who consented, gets a 409.
  requestParentConsent: async () => ({
    body: { parentName: 'Ramesh Kumar', parentMobile: freshMobileNumber(), language: 'en' },
  }),
  getParentRequest: async () => ({ body: { token: (await minorWithParentLink()).token } }),
  sendParentCode: async () => ({ body: { token: (await minorWithParentLink()).token } }),
  verifyParentCode: async () => {
    const link = await minorWithParentLink();
    await sendParentCode(link.token);
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
  staffSignOut: async () => ({ body: {} }),
  // The staff's second factor: the caller gets a fresh authenticator (no code used yet) or none, as each needs.
  verifyStaffCode: async (caller) => {
    if (!caller || caller.role === 'worker') return { body: { code: '123456' } };
    return { body: { code: codeFor((await enrolDirectly(caller.id)).secret) } };
  },
  verifyStaffRecoveryCode: async (caller) => {
    if (!caller || caller.role === 'worker') return { body: { code: 'abcde-fghjk' } };
    return { body: { code: (await enrolDirectly(caller.id)).recoveryCodes[0] } };
  },
  startStaffEnrolment: async (caller) => {
    if (caller && caller.role !== 'worker') await removeSecondFactor(caller.id);
    return { body: {} };
  },
  confirmStaffEnrolment: async (caller) => {
    if (!caller || caller.role === 'worker') return { body: { code: '123456' } };
    await removeSecondFactor(caller.id);
    return { body: { code: codeFor(await startEnrolmentDirectly(caller.id)) } };
  },
  getStaffSecondFactor: async () => ({}),
  // Only admins are required to: HR and OPS sessions stay as they are.
  setSecondFactorPolicy: async () => ({ body: { requiredForAll: false } }),
  registerDetails: async () => ({
    body: {
      name: 'Priya Sharma',
      gender: 0,
      dob: '2003-08-21',
      languages: ['english', 'hindi'],
      cityName: 'chennai',
      education: 'graduate',
    },
  }),
  registerMobileNumber: async () => ({ body: { number: freshMobileNumber() } }),
  // A code just sent to the worker, read from the SMS outbox.
  validateOTP: async (caller) => {
    if (caller?.role !== 'worker') return { body: { otp: '123456' } };
    const number = freshMobileNumber();
    await sendCode(await workerAccount(caller), number, 'first');
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
    await requestChange(await workerAccount(caller), number);
    return { body: { otp: latestCode(number) } };
  },
  getProfile: async () => ({}),
  createDocumentUpload: async () => ({ body: { document: 'panCard' } }),
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
  getDashboardData: async () => ({}),
  getUsersData: async () => ({ query: { search: 'worker', limit: '5' } }),
  // Another student than any caller, so reactivating (status 1) changes no caller's session.
  updateStudentAccount: async () => ({ body: { id: (await createWorker()).id, status: 1 } }),
  getUserDataById: async () => ({ query: { id: String((await createWorker()).id), limit: '5' } }),
  // A code sent 31 seconds ago, so a resend is allowed now.
  resendOTP: async (caller) => {
    const number = freshMobileNumber();
    if (caller?.role === 'worker')
      await atTime(Date.now() - 31_000, async () => sendCode(await workerAccount(caller), number, 'first'));
    return { body: { number } };
  },
  createLogoUpload: async () => ({ body: {} }),
  // A logo uploaded for this call: postJob keeps a copy of each.
  postJob: async () => ({ body: postingBody(await uploadLogo()) }),
  getPostedJobs: async () => ({ query: { limit: '5' } }),
  updateJobStatus: async () => ({ body: { id: (await createJob()).ID, status: 'CLOSED' } }),
  // A fresh login of the page's kind, with its right password.
  adminLogin: async () => {
    const { email, password } = await createLogin('admin');
    return { body: { email, password } };
  },
  internallogin: async () => {
    const { email, password } = await createLogin('HR');
    return { body: { email, password } };
  },
  // The caller's password is made the known one first: an earlier call may have changed it.
  changePassword: async (caller) => {
    if (caller && caller.role !== 'worker') await resetPassword(caller.id);
    return { body: { currentPassword: KNOWN_PASSWORD, newPassword: freshPassword() } };
  },
  addEmployee: async () => ({ body: { email: freshEmployeeEmail(), type: 'HR', name: 'Asha Rao' } }),
  getEmployeesData: async () => ({ query: { type: 'OPS', search: 'tester', limit: '5' } }),
  getEmployeeDataById: async () => ({ query: { id: String((await createStaff('HR')).id) } }),
  updateEmployeeStatus: async () => ({ body: { id: (await createStaff('OPS')).id, status: 1 } }),
  getGrievances: async () => ({ query: { view: 'dueSoon', limit: '5' } }),
  getGrievanceById: async () => ({ query: { id: (await createGrievance()).id } }),
  answerGrievance: async () => ({
    body: { id: (await createGrievance()).id, action: 'reply', text: 'We have checked.' },
  }),
  getPrivacyOverview: async () => ({}),
  // Another account than any caller's, so no caller's sessions end.
  resetStaffPassword: async () => ({ body: { id: (await createStaff('HR')).id } }),
  revokeStaffPassword: async () => ({ body: { id: (await createStaff('OPS')).id } }),
  endStaffSessions: async () => ({ body: { id: (await createStaff('HR')).id } }),
  getAdminsData: async () => ({ query: { limit: '5' } }),
  updateAdminStatus: async () => ({ body: { id: (await createStaff('admin')).id, status: 1 } }),
  unlockStaffLogin: async () => ({ body: { id: (await createStaff('HR')).id } }),
  getInternalDashboardData: async () => ({ query: { limit: '5' } }),
  getInternalDataById: async () => ({
    query: { id: String((await createJob()).ID), page: 'new', search: 'chennai', limit: '5' },
  }),
  exportApplications: async () => ({ query: { id: String((await createApplication()).job.ID) } }),
  // A fresh application in New, so every call has one to shortlist.
  reviewApplication: async () => {
    const { job, worker } = await createApplication();
    return { body: { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' } };
  },
  getApplicationDetails: async () => {
    const { job, worker } = await createApplication();
    return { query: { id: String(job.ID), userId: String(worker.id) } };
  },
  // A fresh application each call: one application holds at most 50 notes.
  addApplicationNote: async () => {
    const { job, worker } = await createApplication();
    return { body: { id: job.ID, userId: worker.id, text: 'Spoke on the phone; good written English.' } };
  },
  // A fresh application in New, shortlisted with the bulk move.
  reviewApplications: async () => {
    const { job, worker } = await createApplication();
    return {
      body: { id: job.ID, decision: 'accept', applications: [{ userId: worker.id, status: 'APPLIED' }] },
    };
  },
  // A fresh shortlisted application, so every call has one to invite (issue 23).
  scheduleInterview: async () => {
    const { job, worker } = await shortlistedApplication();
    return { body: { id: job.ID, userId: worker.id, ...slot(3), place: 'Plot 12, HITEC City, Hyderabad' } };
  },
};

/**
 * Endpoints only a particular worker may call with success: the registry-driven tests call them, where they are
 * meant to succeed, with a fresh caller made by this (a held minor for the parent's link) instead of the shared one.
 */
export const OWN_CALLER: Partial<Record<ContractName, () => Promise<TestAccount>>> = {
  requestParentConsent: createHeldWorker,
  // At most 5 open concerns each: a fresh worker raises one wherever it is meant to succeed.
  raiseGrievance: () => createWorker(),
  // Sends codes: the shared worker's hourly limit of codes is for the tests of the OTP.
  requestErasure: () => createWorker(),
};
