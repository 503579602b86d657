/**
 * The registry built from the area modules (shared/api/index.ts): each contract under its own name, in the module
 * of its area, and the method and path of every endpoint exactly as they were written out by hand before paths
 * were derived from names. The table below is the contract with the web client and the spec: a drift fails here.
 */
import { describe, expect, it } from 'vitest';
import * as admin from '#shared/api/admin';
import { allContracts, contracts, isEndpointContract } from '#shared/api/index';
import * as internal from '#shared/api/internal';
import * as worker from '#shared/api/worker';

const routes: Record<string, readonly [method: 'GET' | 'POST', path: string]> = {
  loginOrRegister: ['POST', '/api/loginOrRegister'],
  signOut: ['POST', '/api/signOut'],
  setLanguage: ['POST', '/api/setLanguage'],
  getPrivacy: ['GET', '/api/getPrivacy'],
  getMyData: ['GET', '/api/getMyData'],
  giveConsent: ['POST', '/api/giveConsent'],
  updateConsent: ['POST', '/api/updateConsent'],
  requestParentConsent: ['POST', '/api/requestParentConsent'],
  getParentRequest: ['POST', '/api/getParentRequest'],
  sendParentCode: ['POST', '/api/sendParentCode'],
  verifyParentCode: ['POST', '/api/verifyParentCode'],
  answerParentRequest: ['POST', '/api/answerParentRequest'],
  requestErasure: ['POST', '/api/requestErasure'],
  confirmErasure: ['POST', '/api/confirmErasure'],
  registerDetails: ['POST', '/api/registerDetails'],
  registerMobileNumber: ['POST', '/api/registerMobileNumber'],
  validateOTP: ['POST', '/api/validateOTP'],
  resendOTP: ['POST', '/api/resendOTP'],
  requestNumberChange: ['POST', '/api/requestNumberChange'],
  confirmNumberChange: ['POST', '/api/confirmNumberChange'],
  getProfile: ['GET', '/api/getProfile'],
  updateProfile: ['POST', '/api/updateProfile'],
  createDocumentUpload: ['POST', '/api/createDocumentUpload'],
  getAllJobs: ['GET', '/api/getAllJobs'],
  searchJobs: ['GET', '/api/searchJobs'],
  getJobById: ['GET', '/api/getJobById'],
  getAppliedJobs: ['GET', '/api/getAppliedJobs'],
  applyJob: ['POST', '/api/applyJob'],
  adminLogin: ['POST', '/api/adminLogin'],
  changePassword: ['POST', '/api/changePassword'],
  staffSignOut: ['POST', '/api/staffSignOut'],
  verifyStaffCode: ['POST', '/api/verifyStaffCode'],
  verifyStaffRecoveryCode: ['POST', '/api/verifyStaffRecoveryCode'],
  startStaffEnrolment: ['POST', '/api/startStaffEnrolment'],
  confirmStaffEnrolment: ['POST', '/api/confirmStaffEnrolment'],
  getStaffSecondFactor: ['GET', '/api/getStaffSecondFactor'],
  setSecondFactorPolicy: ['POST', '/api/setSecondFactorPolicy'],
  getDashboardData: ['GET', '/api/getDashboardData'],
  getUsersData: ['GET', '/api/getUsersData'],
  updateStudentAccount: ['POST', '/api/updateStudentAccount'],
  getUserDataById: ['GET', '/api/getUserDataById/'],
  addEmployee: ['POST', '/api/addEmployee'],
  getEmployeesData: ['GET', '/api/getEmployeesData'],
  getEmployeeDataById: ['GET', '/api/getEmployeeDataById'],
  updateEmployeeStatus: ['POST', '/api/updateEmployeeStatus'],
  getMyRights: ['GET', '/api/getMyRights'],
  setNominee: ['POST', '/api/setNominee'],
  raiseGrievance: ['POST', '/api/raiseGrievance'],
  getGrievances: ['GET', '/api/getGrievances'],
  getGrievanceById: ['GET', '/api/getGrievanceById'],
  answerGrievance: ['POST', '/api/answerGrievance'],
  getPrivacyOverview: ['GET', '/api/getPrivacyOverview'],
  resetStaffPassword: ['POST', '/api/resetStaffPassword'],
  revokeStaffPassword: ['POST', '/api/revokeStaffPassword'],
  endStaffSessions: ['POST', '/api/endStaffSessions'],
  getAdminsData: ['GET', '/api/getAdminsData'],
  updateAdminStatus: ['POST', '/api/updateAdminStatus'],
  unlockStaffLogin: ['POST', '/api/unlockStaffLogin'],
  createLogoUpload: ['POST', '/api/createLogoUpload'],
  postJob: ['POST', '/api/postJob'],
  getPostedJobs: ['GET', '/api/getPostedJobs'],
  updateJobStatus: ['POST', '/api/updateJobStatus'],
  internallogin: ['POST', '/api/internallogin'],
  getInternalDashboardData: ['GET', '/api/getInternalDashboardData'],
  getInternalDataById: ['GET', '/api/getInternalDataById'],
  reviewApplication: ['POST', '/api/reviewApplication'],
  getApplicationDetails: ['GET', '/api/getApplicationDetails'],
  addApplicationNote: ['POST', '/api/addApplicationNote'],
  exportApplications: ['GET', '/api/exportApplications'],
  saveJob: ['POST', '/api/saveJob'],
  unsaveJob: ['POST', '/api/unsaveJob'],
  getSavedJobs: ['GET', '/api/getSavedJobs'],
  withdrawApplication: ['POST', '/api/withdrawApplication'],
  reviewApplications: ['POST', '/api/reviewApplications'],
  scheduleInterview: ['POST', '/api/scheduleInterview'],
  answerInterview: ['POST', '/api/answerInterview'],
  getInterviewCalendar: ['GET', '/api/getInterviewCalendar'],
  getNotifications: ['GET', '/api/getNotifications'],
  getUnreadNotifications: ['GET', '/api/getUnreadNotifications'],
  markNotificationsRead: ['POST', '/api/markNotificationsRead'],
  getPublicJob: ['GET', '/api/getPublicJob'],
  createJobAlert: ['POST', '/api/createJobAlert'],
  getJobAlerts: ['GET', '/api/getJobAlerts'],
  deleteJobAlert: ['POST', '/api/deleteJobAlert'],
  unsubscribeJobAlert: ['POST', '/api/unsubscribeJobAlert'],
};

describe('contract registry', () => {
  it('answers each of the 85 endpoints on the same method and byte-identical path as before', () => {
    const registered = Object.fromEntries(
      allContracts.map((contract) => [contract.name, [contract.method, contract.path]]),
    );
    expect(Object.keys(routes)).toHaveLength(85);
    expect(registered).toEqual(routes);
  });

  it('keys every contract by its own name', () => {
    for (const [key, contract] of Object.entries(contracts)) expect(contract.name).toBe(key);
  });

  it('takes each contract from the module of its area, and every contract those modules export', () => {
    const modules = { worker, admin, internal };
    const exported = Object.entries(modules).flatMap(([area, module]) =>
      Object.values(module)
        .filter(isEndpointContract)
        .map((contract) => [contract.name, area]),
    );
    expect(exported).toHaveLength(allContracts.length);
    expect(Object.fromEntries(exported)).toEqual(
      Object.fromEntries(allContracts.map((contract) => [contract.name, contract.area])),
    );
  });
});
