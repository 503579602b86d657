/**
 * Validation rules and messages of spec section 5. The same schemas validate the forms in the browser and
 * the requests on the server, so a rule can never differ between the two.
 */

import * as z from 'zod/mini';
import { EDUCATION_CODES, type EducationLevel, EMPLOYEE_TYPE_CODES, GENDER_CODES, LANGUAGES } from './codes';
import {
  COLLEGE_NAME_MAX_LENGTH,
  COLLEGE_NAME_MIN_LENGTH,
  MAXIMUM_WORKER_AGE_YEARS,
  MINIMUM_WORKER_AGE_YEARS,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
} from './constants';
import { credentialMessages, isValidEmail } from './credential-rules';
import { isDistrictId } from './districts';
import { ADULT_AGE_YEARS, ageInYears } from './privacy';
import { plainText } from './text-rules';

// The e-mail and password checks live apart, for the staff log-in pages' small chunk; the free-text and id
// checks too, for the functions whose contracts need only those (this module's other schemas are built at import).
export { EMAIL_PATTERN, isValidEmail } from './credential-rules';
export { idParamSchema, idSchema, plainText, plainTextMessages } from './text-rules';

export const messages = {
  email: credentialMessages.email,
  password: credentialMessages.password,
  employeeType: 'Please select a type',
  name: 'Name is required',
  gender: 'Please select Gender',
  dobRequired: 'Date of Birth is required',
  dobInvalid: `Please enter a valid Date of Birth (you must be at least ${MINIMUM_WORKER_AGE_YEARS} years old)`,
  languages: 'Please select atleast language',
  city: 'Please select a city',
  education: 'Please select Education Level',
  mobileNumber: 'Please enter correct Mobile Number',
  otp: 'Please enter 6-digit OTP',
  collegeName: 'Please enter correct College Name',
} as const;

export const MOBILE_NUMBER_PATTERN = /^[6-9][0-9]{9}$/;
export const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date, in the past, of someone between the minimum and maximum worker ages today. */
export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const years = (today.getTime() - date.getTime()) / (365.25 * 24 * 3600 * 1000);
  return years >= MINIMUM_WORKER_AGE_YEARS && years <= MAXIMUM_WORKER_AGE_YEARS;
}

/** Someone of 18 or more (up to 120) on `today`: a parent or guardian declaring their age. */
export function isAdultBirthDate(value: string, today: Date = new Date()): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const age = ageInYears(value, today);
  return age >= ADULT_AGE_YEARS && age <= 120;
}

export const parentDobMessage = `Please enter your date of birth (you must be ${ADULT_AGE_YEARS} or older)`;

export const parentDobSchema = z
  .string({ error: parentDobMessage })
  .check(z.refine((value) => isAdultBirthDate(value), { error: parentDobMessage }));

export const emailSchema = z
  .string({ error: messages.email })
  .check(z.trim(), z.refine(isValidEmail, { error: messages.email }));

export const passwordSchema = z
  .string({ error: messages.password })
  .check(
    z.minLength(1, { error: messages.password }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: messages.password }),
  );

/**
 * NIST SP 800-63B-4 (3.1.1.2): at least 15 characters for a password that may be the only factor (HR and OPS
 * may sign in without a second one), counted in Unicode code points, with no composition rules. What else a
 * chosen password may not be (common, a pattern, the e-mail's name) the server checks on change
 * (functions/features/staff-login/password-policy.ts), since its list is too big for the browser.
 */
export const NEW_PASSWORD_MIN_LENGTH = 15;
export const newPasswordMessage = `Please choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters`;

/** A password a person chooses (after a temporary one): long enough that a handful of guesses cannot find it. */
export const newPasswordSchema = z.string({ error: newPasswordMessage }).check(
  z.refine((value) => [...value].length >= NEW_PASSWORD_MIN_LENGTH, { error: newPasswordMessage }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

export const employeeTypeSchema = z.enum(EMPLOYEE_TYPE_CODES, { error: messages.employeeType });

export const nameSchema = z
  .string({ error: messages.name })
  .check(
    z.trim(),
    z.minLength(1, { error: messages.name }),
    z.maxLength(NAME_MAX_LENGTH, { error: `Name must be at most ${NAME_MAX_LENGTH} characters` }),
    ...plainText('Name'),
  );

export const genderSchema = z.literal(GENDER_CODES, { error: messages.gender });

export const dobSchema = z.string({ error: messages.dobRequired }).check(
  z.minLength(1, { error: messages.dobRequired }),
  z.refine((value) => value === '' || isPlausibleBirthDate(value), { error: messages.dobInvalid }),
);

export const languagesSchema = z
  .array(z.enum(LANGUAGES, { error: messages.languages }), { error: messages.languages })
  .check(
    z.minLength(1, { error: messages.languages }),
    z.maxLength(LANGUAGES.length, { error: messages.languages }),
    z.refine((list) => new Set(list).size === list.length, { error: 'Each language may be chosen once' }),
  );

export const citySchema = z
  .string({ error: messages.city })
  .check(z.refine((value) => isDistrictId(value), { error: messages.city }));

export const educationSchema = z.enum(EDUCATION_CODES, { error: messages.education });

export const mobileNumberSchema = z
  .string({ error: messages.mobileNumber })
  .check(z.regex(MOBILE_NUMBER_PATTERN, { error: messages.mobileNumber }));

export const otpSchema = z
  .string({ error: messages.otp })
  .check(z.regex(OTP_PATTERN, { error: messages.otp }));

export const collegeNameSchema = z
  .string({ error: messages.collegeName })
  .check(
    z.trim(),
    z.minLength(COLLEGE_NAME_MIN_LENGTH, { error: messages.collegeName }),
    z.maxLength(COLLEGE_NAME_MAX_LENGTH, { error: messages.collegeName }),
    ...plainText('College name'),
  );

/**
 * The education levels at which a worker studies or studied at a college (decision 565): only these ask for the
 * college's name; below graduation (class 10 or 12, or none) there is no college to name.
 */
export const COLLEGE_EDUCATION_LEVELS: readonly EducationLevel[] = [
  'pursuingGraduation',
  'graduate',
  'postGraduate',
];

export function educationNeedsCollege(level: unknown): boolean {
  return (COLLEGE_EDUCATION_LEVELS as readonly unknown[]).includes(level);
}

/**
 * The college name as a form sends it: optional, trimmed, plain text and never longer than the limit; whether it must be
 * there (and what it may say) is `collegeWhenNeeded`, which knows the education level beside it.
 */
export const optionalCollegeNameSchema = z.optional(
  z.string({ error: messages.collegeName }).check(
    z.trim(),
    z.maxLength(COLLEGE_NAME_MAX_LENGTH, { error: messages.collegeName }),
    // Plain text even where it is not kept: no control or direction characters reach the server's logic.
    ...plainText('College name'),
  ),
);

/**
 * The check of an object holding `education` and `collegeName`: when the level needs a college, the name is
 * checked as `collegeNameSchema` does, its messages under `collegeName`. It runs even when another field is
 * wrong (`when`), so the form shows every message at once.
 */
export const collegeWhenNeeded = z.superRefine<{ education?: unknown; collegeName?: unknown }>(
  (value, context) => {
    if (!educationNeedsCollege(value.education)) return;
    const result = collegeNameSchema.safeParse(value.collegeName ?? '');
    if (result.success) return;
    const message = result.error.issues[0]?.message ?? messages.collegeName;
    context.addIssue({ code: 'custom', message, path: ['collegeName'], input: value.collegeName });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** The college kept for a worker: the name when their level needs one, else none. */
export function collegeToKeep(education: unknown, collegeName: string | undefined): string {
  return educationNeedsCollege(education) ? (collegeName ?? '') : '';
}

/** Account status as the admin toggles carry it: 1 active, 0 inactive. */
export const accountStatusSchema = z.literal([0, 1], { error: 'status must be 1 or 0' });

export const registrationDetailsSchema = z
  .object({
    name: nameSchema,
    gender: genderSchema,
    dob: dobSchema,
    languages: languagesSchema,
    cityName: citySchema,
    education: educationSchema,
    /** Asked at a level with a college, as the profile asks it (decision 565). */
    collegeName: optionalCollegeNameSchema,
  })
  .check(collegeWhenNeeded);
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>;
