// The code labels, which role may call which endpoint, and the contract registry (paths, handler file names).
import { describe, expect, it } from 'vitest';
import { contracts, handlerFileName, handlerPath, routePath } from '#shared/api/index';
import { APPLICATION_STATUSES, EDUCATION_LEVELS, GENDERS, labelOf, roleMayCall } from '#shared/domain/codes';

describe('codes', () => {
  it('labels genders, education levels and application statuses as the screens show them', () => {
    expect(labelOf(GENDERS, 1)).toBe('Male');
    expect(labelOf(GENDERS, 0)).toBe('Female');
    expect(labelOf(GENDERS, 2)).toBe('Other');
    expect(labelOf(EDUCATION_LEVELS, 'twelthPass')).toBe('12th Pass');
    expect(labelOf(APPLICATION_STATUSES, 'APPLIED')).toBe('New');
  });

  it('lets each role call only its own kind of endpoint', () => {
    expect(roleMayCall('worker', 'worker')).toBe(true);
    expect(roleMayCall('worker', 'admin')).toBe(false);
    expect(roleMayCall('HR', 'staff')).toBe(true);
    expect(roleMayCall('OPS', 'staff')).toBe(true);
    expect(roleMayCall('admin', 'staff')).toBe(false);
    expect(roleMayCall('HR', 'admin')).toBe(false);
    expect(roleMayCall('employer', 'employer')).toBe(true);
    expect(roleMayCall('employer', 'backOffice')).toBe(false);
    expect(roleMayCall('admin', 'employer')).toBe(false);
    expect(roleMayCall('worker', 'employer')).toBe(false);
  });
});

describe('contract registry', () => {
  it('declares the 23 endpoints of the spec, the uploads, password change, job posting, review, job search, the language and consent, staff log-in management, the staff second factor, the staff unlock, the data export and job editing, job reports, the employer area, under /api', () => {
    const all = Object.values(contracts);
    expect(all).toHaveLength(101);
    expect(new Set(all.map((c) => c.path)).size).toBe(101);
    expect(contracts.setLanguage.caller).toBe('worker');
    expect(contracts.createDocumentUpload.path).toBe('/api/createDocumentUpload');
    expect(contracts.changePassword.caller).toBe('backOffice');
    for (const contract of all) expect(contract.path.startsWith('/api/')).toBe(true);
    expect(contracts.getUserDataById.path).toBe('/api/getUserDataById/');
  });

  it('names handler files after the endpoint, in kebab case', () => {
    expect(handlerFileName('getAllJobs')).toBe('get-all-jobs');
    expect(handlerFileName('validateOTP')).toBe('validate-otp');
    expect(handlerFileName('internallogin')).toBe('internallogin');
    expect(handlerPath(contracts.getInternalDataById)).toBe('functions/internal/get-internal-data-by-id.ts');
    expect(routePath(contracts.getUserDataById)).toBe('/api/getUserDataById');
  });
});
