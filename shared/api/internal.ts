import * as z from 'zod/mini';
import { APPLICATION_PAGES, APPLICATION_STATUS_CODES, EMPLOYEE_TYPE_CODES } from '../domain/codes';
import { emailSchema, idParamSchema, passwordSchema } from '../domain/rules';
import { staffLoginOutput } from './admin';
import { nextCursor, noInput, pageQuery } from './common';
import { defineEndpoint } from './contract';

export const internallogin = defineEndpoint({
  name: 'internallogin',
  uses: { table: 'readWrite' },
  method: 'POST',
  path: '/api/internallogin',
  area: 'internal',
  caller: 'public',
  summary: 'HR / OPS e-mail and password login; answers the role in `type`.',
  input: z.strictObject({ email: emailSchema, password: passwordSchema }),
  output: z.extend(staffLoginOutput, { type: z.optional(z.enum(EMPLOYEE_TYPE_CODES)) }),
});

export const internalJobCard = z.object({
  ID: z.int(),
  LOGO_LINK: z.string(),
  COMPANY_NAME: z.string(),
  TITLE: z.string(),
});

export const getInternalDashboardData = defineEndpoint({
  name: 'getInternalDashboardData',
  uses: { table: 'read' },
  method: 'GET',
  path: '/api/getInternalDashboardData',
  area: 'internal',
  caller: 'staff',
  summary: 'All internships, for reviewing their applicants.',
  input: noInput,
  output: z.object({ data: z.array(internalJobCard) }),
});

export const applicationRow = z.object({
  NAME: z.string(),
  EMAIL: z.string(),
  MOBILE_NUMBER: z.string(),
  COMPANY_NAME: z.string(),
  TITLE: z.string(),
  POSITION: z.string(),
  LOCATION: z.string(),
  STATUS: z.enum(APPLICATION_STATUS_CODES),
});

export const getInternalDataById = defineEndpoint({
  name: 'getInternalDataById',
  uses: { table: 'read' },
  method: 'GET',
  path: '/api/getInternalDataById',
  area: 'internal',
  caller: 'staff',
  summary: "A job's applications, optionally only one status group (page=new|shortlisted|...).",
  input: z.strictObject({ id: idParamSchema, page: z.optional(z.enum(APPLICATION_PAGES)), ...pageQuery }),
  output: z.object({ data: z.array(applicationRow), cursor: nextCursor }),
});
