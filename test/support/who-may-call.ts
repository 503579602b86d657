import type { ContractName } from '#shared/api/index';
import { ROLES, type Role } from '#shared/domain/codes';

/**
 * Who may call each endpoint, written out by hand from the spec and the product's decisions, not read from the
 * contracts: a contract whose `caller` (or `roleMayCall`) lets anyone else in fails here. `anyone` is public,
 * no token needed.
 */
export const WHO_MAY_CALL: Record<ContractName, 'anyone' | readonly Role[]> = {
  loginOrRegister: 'anyone',
  adminLogin: 'anyone',
  internallogin: 'anyone',
  signOut: ['worker'],
  setLanguage: ['worker'],
  getPrivacy: ['worker'],
  getMyData: ['worker'],
  giveConsent: ['worker'],
  updateConsent: ['worker'],
  requestParentConsent: ['worker'],
  getParentRequest: 'anyone',
  sendParentCode: 'anyone',
  verifyParentCode: 'anyone',
  answerParentRequest: 'anyone',
  registerDetails: ['worker'],
  registerMobileNumber: ['worker'],
  validateOTP: ['worker'],
  resendOTP: ['worker'],
  getProfile: ['worker'],
  updateProfile: ['worker'],
  createDocumentUpload: ['worker'],
  getAllJobs: ['worker'],
  searchJobs: ['worker'],
  getJobById: ['worker'],
  getAppliedJobs: ['worker'],
  applyJob: ['worker'],
  changePassword: ['admin', 'HR', 'OPS'],
  staffSignOut: ['admin', 'HR', 'OPS'],
  verifyStaffCode: ['admin', 'HR', 'OPS'],
  verifyStaffRecoveryCode: ['admin', 'HR', 'OPS'],
  startStaffEnrolment: ['admin', 'HR', 'OPS'],
  confirmStaffEnrolment: ['admin', 'HR', 'OPS'],
  getStaffSecondFactor: ['admin', 'HR', 'OPS'],
  setSecondFactorPolicy: ['admin'],
  getDashboardData: ['admin'],
  getUsersData: ['admin'],
  updateStudentAccount: ['admin'],
  getUserDataById: ['admin'],
  addEmployee: ['admin'],
  getEmployeesData: ['admin'],
  getEmployeeDataById: ['admin'],
  updateEmployeeStatus: ['admin'],
  resetStaffPassword: ['admin'],
  revokeStaffPassword: ['admin'],
  endStaffSessions: ['admin'],
  getAdminsData: ['admin'],
  updateAdminStatus: ['admin'],
  unlockStaffLogin: ['admin'],
  createLogoUpload: ['admin'],
  postJob: ['admin'],
  getPostedJobs: ['admin'],
  updateJobStatus: ['admin'],
  getInternalDashboardData: ['HR', 'OPS'],
  getInternalDataById: ['HR', 'OPS'],
  reviewApplication: ['HR', 'OPS'],
};
export const rolesMayCall = (name: string): readonly Role[] => {
  const who = WHO_MAY_CALL[name as ContractName];
  return who === 'anyone' ? ROLES : (who ?? []);
};
