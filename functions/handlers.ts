/**
 * The wiring of the API, in one place: every contract of the registry with a lazy loader of its handler module.
 * The CDK app deploys, the local twin mounts, the bench measures and the registry-driven tests cover exactly
 * these; nothing is inferred from which files exist.
 *
 * A contract without a loader, or a loader without a contract, does not compile. test/functions/unit/wiring.test.ts
 * checks the rest: each loader imports the file CDK bundles (`handlerPath(contract)`), and no handler file is
 * left without a contract.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { allContracts, type ContractName } from '#shared/api/index';
import { contractsVersionOf } from '#shared/api/version';

// A Lambda bundle has the registry's version defined in (shared/api/contracts-version.ts); loaded through this
// map, unbundled (the local twin, the bench, the tests), a handler reads it from the global, set here once.
if (!('__CONTRACTS_VERSION__' in globalThis))
  Object.assign(globalThis, { __CONTRACTS_VERSION__: contractsVersionOf(allContracts) });

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface HandlerModule {
  readonly handler: ApiHandler;
}

/**
 * Each contract's handler module, loaded lazily: a module reads its configuration when it is imported, and
 * synthesizing the CDK app must not import any.
 */
export const handlers = {
  loginOrRegister: () => import('./worker/login-or-register'),
  startPhoneSignIn: () => import('./worker/start-phone-sign-in'),
  verifyPhoneSignIn: () => import('./worker/verify-phone-sign-in'),
  linkGoogleAccount: () => import('./worker/link-google-account'),
  signOut: () => import('./worker/sign-out'),
  setLanguage: () => import('./worker/set-language'),
  getPrivacy: () => import('./worker/get-privacy'),
  getMyData: () => import('./worker/get-my-data'),
  giveConsent: () => import('./worker/give-consent'),
  updateConsent: () => import('./worker/update-consent'),
  savePushSubscription: () => import('./worker/save-push-subscription'),
  deletePushSubscription: () => import('./worker/delete-push-subscription'),
  getMyRights: () => import('./worker/get-my-rights'),
  setNominee: () => import('./worker/set-nominee'),
  raiseGrievance: () => import('./worker/raise-grievance'),
  requestParentConsent: () => import('./worker/request-parent-consent'),
  getParentRequest: () => import('./worker/get-parent-request'),
  sendParentCode: () => import('./worker/send-parent-code'),
  verifyParentCode: () => import('./worker/verify-parent-code'),
  answerParentRequest: () => import('./worker/answer-parent-request'),
  requestErasure: () => import('./worker/request-erasure'),
  confirmErasure: () => import('./worker/confirm-erasure'),
  registerDetails: () => import('./worker/register-details'),
  registerMobileNumber: () => import('./worker/register-mobile-number'),
  validateOTP: () => import('./worker/validate-otp'),
  resendOTP: () => import('./worker/resend-otp'),
  requestNumberChange: () => import('./worker/request-number-change'),
  confirmNumberChange: () => import('./worker/confirm-number-change'),
  getProfile: () => import('./worker/get-profile'),
  updateProfile: () => import('./worker/update-profile'),
  updateProfileSections: () => import('./worker/update-profile-sections'),
  createDocumentUpload: () => import('./worker/create-document-upload'),
  saveResume: () => import('./worker/save-resume'),
  getAllJobs: () => import('./worker/get-all-jobs'),
  searchJobs: () => import('./worker/search-jobs'),
  getJobById: () => import('./worker/get-job-by-id'),
  getPublicJob: () => import('./worker/get-public-job'),
  searchPublicJobs: () => import('./worker/search-public-jobs'),
  getReplyRecord: () => import('./worker/get-reply-record'),
  getPublicEmployer: () => import('./worker/get-public-employer'),
  reportEmployer: () => import('./worker/report-employer'),
  getAppliedJobs: () => import('./worker/get-applied-jobs'),
  answerInterview: () => import('./worker/answer-interview'),
  getInterviewCalendar: () => import('./worker/get-interview-calendar'),
  applyJob: () => import('./worker/apply-job'),
  // Saved jobs and withdrawing an application (shared/api/saved-and-withdrawn.ts).
  reportJob: () => import('./worker/report-job'),
  saveJob: () => import('./worker/save-job'),
  unsaveJob: () => import('./worker/unsave-job'),
  getSavedJobs: () => import('./worker/get-saved-jobs'),
  // The jobs picked for the worker on My Office (shared/api/recommendations.ts).
  getRecommendedJobs: () => import('./worker/get-recommended-jobs'),
  withdrawApplication: () => import('./worker/withdraw-application'),
  // The worker's side of an application's thread (shared/api/application-threads.ts).
  getApplicationThread: () => import('./worker/get-application-thread'),
  sendApplicationMessage: () => import('./worker/send-application-message'),
  muteApplicationThread: () => import('./worker/mute-application-thread'),
  reportApplicationMessage: () => import('./worker/report-application-message'),
  translateApplicationMessage: () => import('./worker/translate-application-message'),
  // The worker's notifications, the bell (shared/api/notifications.ts).
  getNotifications: () => import('./worker/get-notifications'),
  getUnreadNotifications: () => import('./worker/get-unread-notifications'),
  markNotificationsRead: () => import('./worker/mark-notifications-read'),
  // Job alerts (shared/api/job-alerts.ts).
  createJobAlert: () => import('./worker/create-job-alert'),
  getJobAlerts: () => import('./worker/get-job-alerts'),
  deleteJobAlert: () => import('./worker/delete-job-alert'),
  unsubscribeJobAlert: () => import('./worker/unsubscribe-job-alert'),
  createLogoUpload: () => import('./admin/create-logo-upload'),
  postJob: () => import('./admin/post-job'),
  getPostedJobs: () => import('./admin/get-posted-jobs'),
  updateJobStatus: () => import('./admin/update-job-status'),
  editJob: () => import('./admin/edit-job'),
  getAdminJob: () => import('./admin/get-admin-job'),
  adminLogin: () => import('./admin/admin-login'),
  changePassword: () => import('./admin/change-password'),
  staffSignOut: () => import('./admin/staff-sign-out'),
  // The second factor of both staff log-ins (shared/api/admin.ts).
  verifyStaffCode: () => import('./admin/verify-staff-code'),
  verifyStaffRecoveryCode: () => import('./admin/verify-staff-recovery-code'),
  startStaffEnrolment: () => import('./admin/start-staff-enrolment'),
  confirmStaffEnrolment: () => import('./admin/confirm-staff-enrolment'),
  getStaffSecondFactor: () => import('./admin/get-staff-second-factor'),
  setSecondFactorPolicy: () => import('./admin/set-second-factor-policy'),
  internallogin: () => import('./internal/internallogin'),
  getInternalDashboardData: () => import('./internal/get-internal-dashboard-data'),
  getInternalDataById: () => import('./internal/get-internal-data-by-id'),
  reviewApplication: () => import('./internal/review-application'),
  getApplicationDetails: () => import('./internal/get-application-details'),
  addApplicationNote: () => import('./internal/add-application-note'),
  exportApplications: () => import('./internal/export-applications'),
  reviewApplications: () => import('./internal/review-applications'),
  scheduleInterview: () => import('./internal/schedule-interview'),
  getApplicantThread: () => import('./internal/get-applicant-thread'),
  sendApplicantMessage: () => import('./internal/send-applicant-message'),
  translateApplicantMessage: () => import('./internal/translate-applicant-message'),
  addEmployee: () => import('./admin/add-employee'),
  getEmployeesData: () => import('./admin/get-employees-data'),
  getEmployeeDataById: () => import('./admin/get-employee-data-by-id'),
  updateEmployeeStatus: () => import('./admin/update-employee-status'),
  getGrievances: () => import('./admin/get-grievances'),
  getReportedJobs: () => import('./admin/get-reported-jobs'),
  decideReportedJob: () => import('./admin/decide-reported-job'),
  getModerationQueue: () => import('./admin/get-moderation-queue'),
  decideModeration: () => import('./admin/decide-moderation'),
  getMessageReviewQueue: () => import('./admin/get-message-review-queue'),
  decideMessageReview: () => import('./admin/decide-message-review'),
  getVerificationQueue: () => import('./admin/get-verification-queue'),
  getEmployerOrganisations: () => import('./admin/get-employer-organisations'),
  getEmployerOrganisation: () => import('./admin/get-employer-organisation'),
  openVerificationCertificate: () => import('./admin/open-verification-certificate'),
  decideVerification: () => import('./admin/decide-verification'),
  suspendEmployer: () => import('./admin/suspend-employer'),
  reinstateEmployer: () => import('./admin/reinstate-employer'),
  getGrievanceById: () => import('./admin/get-grievance-by-id'),
  answerGrievance: () => import('./admin/answer-grievance'),
  getPrivacyOverview: () => import('./admin/get-privacy-overview'),
  resetStaffPassword: () => import('./admin/reset-staff-password'),
  revokeStaffPassword: () => import('./admin/revoke-staff-password'),
  endStaffSessions: () => import('./admin/end-staff-sessions'),
  getAdminsData: () => import('./admin/get-admins-data'),
  updateAdminStatus: () => import('./admin/update-admin-status'),
  unlockStaffLogin: () => import('./admin/unlock-staff-login'),
  getDashboardData: () => import('./admin/get-dashboard-data'),
  getUsersData: () => import('./admin/get-users-data'),
  updateStudentAccount: () => import('./admin/update-student-account'),
  getUserDataById: () => import('./admin/get-user-data-by-id'),
  startEmployerSignIn: () => import('./employer/start-employer-sign-in'),
  verifyEmployerSignIn: () => import('./employer/verify-employer-sign-in'),
  employerGoogleSignIn: () => import('./employer/employer-google-sign-in'),
  employerSignOut: () => import('./employer/employer-sign-out'),
  getMyOrganisation: () => import('./employer/get-my-organisation'),
  createOrganisation: () => import('./employer/create-organisation'),
  updateOrganisation: () => import('./employer/update-organisation'),
  createEmployerLogoUpload: () => import('./employer/create-employer-logo-upload'),
  inviteTeammate: () => import('./employer/invite-teammate'),
  removeTeammate: () => import('./employer/remove-teammate'),
  transferOwnership: () => import('./employer/transfer-ownership'),
  postEmployerJob: () => import('./employer/post-employer-job'),
  editEmployerJob: () => import('./employer/edit-employer-job'),
  submitEmployerJob: () => import('./employer/submit-employer-job'),
  closeEmployerJob: () => import('./employer/close-employer-job'),
  getEmployerJobs: () => import('./employer/get-employer-jobs'),
  getEmployerJob: () => import('./employer/get-employer-job'),
  createVerificationUpload: () => import('./employer/create-verification-upload'),
  submitVerificationDocuments: () => import('./employer/submit-verification-documents'),
} as const satisfies Record<ContractName, () => Promise<HandlerModule>>;
