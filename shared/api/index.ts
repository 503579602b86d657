/**
 * The contract registry: every `/api` endpoint of the product, declared once (spec section 7).
 * Adding an endpoint = one contract here + one handler file at `handlerPath(contract)` + its loader in
 * `functions/handlers.ts` (in place of its `pending` entry).
 */
import * as admin from './admin';
import type { EndpointContract } from './contract';
import * as internal from './internal';
import * as jobPosting from './job-posting';
import * as jobs from './jobs';
import * as workers from './workers';

export const contracts = {
  loginOrRegister: workers.loginOrRegister,
  signOut: workers.signOut,
  setLanguage: workers.setLanguage,
  registerDetails: workers.registerDetails,
  registerMobileNumber: workers.registerMobileNumber,
  validateOTP: workers.validateOTP,
  resendOTP: workers.resendOTP,
  getProfile: workers.getProfile,
  updateProfile: workers.updateProfile,
  createDocumentUpload: workers.createDocumentUpload,
  getAllJobs: jobs.getAllJobs,
  searchJobs: jobs.searchJobs,
  getJobById: jobs.getJobById,
  getAppliedJobs: jobs.getAppliedJobs,
  applyJob: jobs.applyJob,
  adminLogin: admin.adminLogin,
  changePassword: admin.changePassword,
  staffSignOut: admin.staffSignOut,
  getDashboardData: admin.getDashboardData,
  getUsersData: admin.getUsersData,
  updateStudentAccount: admin.updateStudentAccount,
  getUserDataById: admin.getUserDataById,
  addEmployee: admin.addEmployee,
  getEmployeesData: admin.getEmployeesData,
  getEmployeeDataById: admin.getEmployeeDataById,
  updateEmployeeStatus: admin.updateEmployeeStatus,
  createLogoUpload: jobPosting.createLogoUpload,
  postJob: jobPosting.postJob,
  getPostedJobs: jobPosting.getPostedJobs,
  updateJobStatus: jobPosting.updateJobStatus,
  internallogin: internal.internallogin,
  getInternalDashboardData: internal.getInternalDashboardData,
  getInternalDataById: internal.getInternalDataById,
  reviewApplication: internal.reviewApplication,
} as const satisfies Record<string, EndpointContract>;

export type ContractName = keyof typeof contracts;
export const allContracts: readonly EndpointContract[] = Object.values(contracts);

export * from './contract';
