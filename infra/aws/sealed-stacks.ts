import type { Area } from '#shared/api/index';

/**
 * The nested stacks of functions that are full (function-stacks.ts), by area, in order: each keeps the
 * endpoints listed and takes no other; an area's next endpoints go to the stack after them. Only ever extended
 * by a new full stack: taking a name out of a list moves its function to another stack, which replaces it.
 */
export const SEALED_STACKS: Partial<Record<Area, readonly (readonly string[])[]>> = {
  // WorkerFunctions, sealed with the 45 worker endpoints it held when the worker area reached the limit.
  worker: [
    [
      'answerInterview',
      'answerParentRequest',
      'applyJob',
      'confirmErasure',
      'confirmNumberChange',
      'createDocumentUpload',
      'createJobAlert',
      'deleteJobAlert',
      'getAllJobs',
      'getAppliedJobs',
      'getInterviewCalendar',
      'getJobAlerts',
      'getJobById',
      'getMyData',
      'getMyRights',
      'getNotifications',
      'getParentRequest',
      'getPrivacy',
      'getProfile',
      'getPublicJob',
      'getSavedJobs',
      'getUnreadNotifications',
      'giveConsent',
      'loginOrRegister',
      'markNotificationsRead',
      'raiseGrievance',
      'registerDetails',
      'registerMobileNumber',
      'requestErasure',
      'requestNumberChange',
      'requestParentConsent',
      'resendOTP',
      'saveJob',
      'searchJobs',
      'sendParentCode',
      'setLanguage',
      'setNominee',
      'signOut',
      'unsaveJob',
      'unsubscribeJobAlert',
      'updateConsent',
      'updateProfile',
      'validateOTP',
      'verifyParentCode',
      'withdrawApplication',
    ],
  ],
};
