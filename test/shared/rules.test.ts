import { describe, expect, it } from 'vitest';
import { contracts, handlerFileName, handlerPath, routePath } from '#shared/api/index';
import { APPLICATION_STATUSES, EDUCATION_LEVELS, GENDERS, labelOf, roleMayCall } from '#shared/domain/codes';
import { jobPostingSchema } from '#shared/domain/job-rules';
import {
  collegeNameSchema,
  dobSchema,
  emailSchema,
  isPlausibleBirthDate,
  languagesSchema,
  messages,
  mobileNumberSchema,
  otpSchema,
  plainTextMessages,
  registrationDetailsSchema,
} from '#shared/domain/rules';
import fc from '#test/support/fast-check';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('e-mail rule', () => {
  it.each(['asha.rao@example.com', 'a_b%c+d-e@mail.co.in', 'x@y.io'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['Asha@Example.com', 'asha@example', 'asha@example.museum', 'asha example@x.com', '', 'a@b.c'])(
    'refuses %j with "Email is invalid"',
    (email) => {
      expect(firstMessage(emailSchema.safeParse(email))).toBe('Email is invalid');
    },
  );

  it('refuses a local part over 64 characters and an address over 254', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(65)}@example.com`).success).toBe(false);
    expect(emailSchema.safeParse(`${'a'.repeat(64)}@example.com`).success).toBe(true);
    expect(emailSchema.safeParse(`a@${'b'.repeat(250)}.com`).success).toBe(false);
  });
});

describe('mobile number rule', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8999999999'])('accepts %s', (number) => {
    expect(mobileNumberSchema.safeParse(number).success).toBe(true);
  });

  it.each(['5876543210', '987654321', '98765432100', '+919876543210', '98765 43210', ''])(
    'refuses %j',
    (number) => {
      expect(firstMessage(mobileNumberSchema.safeParse(number))).toBe('Please enter correct Mobile Number');
    },
  );
});

describe('OTP rule', () => {
  it('accepts exactly six digits', () => {
    expect(otpSchema.safeParse('012345').success).toBe(true);
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses %j with the spec message', (otp) => {
    expect(firstMessage(otpSchema.safeParse(otp))).toBe('Please enter 6-digit OTP');
  });
});

describe('registration details', () => {
  const valid = {
    name: 'Asha Rao',
    gender: 0,
    dob: '2003-08-21',
    languages: ['english', 'hindi'],
    cityName: 'chennai',
    education: 'pursuingGraduation',
  };

  it('accepts a complete form', () => {
    expect(registrationDetailsSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name', '  ', messages.name],
    ['gender', 5, messages.gender],
    ['dob', '', messages.dobRequired],
    ['languages', [], messages.languages],
    ['languages', ['french'], messages.languages],
    ['cityName', 'atlantis', messages.city],
    ['education', 'phd', messages.education],
  ])('refuses a bad %s with its message', (field, value, message) => {
    const result = registrationDetailsSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('refuses a repeated language', () => {
    expect(languagesSchema.safeParse(['hindi', 'hindi']).success).toBe(false);
  });
});

describe('date of birth', () => {
  const today = new Date('2026-11-23T00:00:00Z');

  it('accepts a worker of 14 or more', () => {
    expect(isPlausibleBirthDate('2012-11-22', today)).toBe(true);
  });

  it.each(['2013-01-01', '2030-01-01', '1900-01-01', '2003-02-30', '21-08-2003'])('refuses %s', (dob) => {
    expect(isPlausibleBirthDate(dob, today)).toBe(false);
  });

  it('says the date is required when empty', () => {
    expect(firstMessage(dobSchema.safeParse(''))).toBe('Date of Birth is required');
  });
});

describe('college name', () => {
  it('needs at least four characters after trimming', () => {
    expect(firstMessage(collegeNameSchema.safeParse('  IIT '))).toBe('Please enter correct College Name');
    expect(collegeNameSchema.safeParse('Osmania University').success).toBe(true);
  });
});

describe('free text', () => {
  const details = {
    name: 'Asha Rao',
    gender: 0,
    dob: '2003-08-21',
    languages: ['english'],
    cityName: 'chennai',
    education: 'graduate',
  };
  const posting = {
    title: 'Delivery partner',
    companyName: 'Swift Couriers',
    logo: 'logos/3f1c.png',
    location: 'chennai',
    workFromHome: 0,
    workHours: '4 hours a day',
    earnings: '₹8,000 a month',
    position: 'Field',
    description: 'Deliver parcels in your area.',
    rolesAndResponsibilities: 'Pick up parcels.\nDeliver them on time.',
    whatYouGet: 'Weekly pay',
    whoCanApply: 'Students with a bicycle',
    type: 'GIG',
    schedule: 'PART_TIME',
    monthlyEarnings: 8000,
  };

  /** Every free-text field: how to check a value in it, its label in the messages, whether it is multi-line. */
  const fields: { field: string; label: string; multiLine: boolean; parse: (value: string) => unknown }[] = [
    {
      field: 'name',
      label: 'Name',
      multiLine: false,
      parse: (v) => registrationDetailsSchema.safeParse({ ...details, name: v }),
    },
    {
      field: 'collegeName',
      label: 'College name',
      multiLine: false,
      parse: (v) => collegeNameSchema.safeParse(v),
    },
    ...(
      [
        ['title', 'Title', false],
        ['companyName', 'Company name', false],
        ['logo', 'Logo', false],
        ['workHours', 'Work hours', false],
        ['earnings', 'Earnings', false],
        ['position', 'Position', false],
        ['description', 'Description', true],
        ['rolesAndResponsibilities', 'Roles and responsibilities', true],
        ['whatYouGet', 'What you get', true],
        ['whoCanApply', 'Who can apply', true],
      ] as const
    ).map(([field, label, multiLine]) => ({
      field,
      label,
      multiLine,
      parse: (v: string) => jobPostingSchema.safeParse({ ...posting, [field]: v }),
    })),
  ];
  type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  /** The first message the field gets, or undefined when the value is accepted. */
  const messageFor = (entry: (typeof fields)[number], value: string) => {
    const result = entry.parse(value) as Parsed;
    if (result.success) return undefined;
    const issues = result.error?.issues ?? [];
    return (issues.find((issue) => issue.path[0] === entry.field) ?? issues[0])?.message;
  };

  const controls = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  ].map((code) => String.fromCharCode(code));
  const directions = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ];
  /** A valid value of the field, with `inserted` put somewhere inside it (not at the ends, which are trimmed). */
  const withInside = (value: string, inserted: string, at: number) => {
    const position = 1 + (at % (value.length - 1));
    return value.slice(0, position) + inserted + value.slice(position);
  };
  const validValue = (entry: (typeof fields)[number]) =>
    entry.field === 'name'
      ? 'Asha Rao'
      : entry.field === 'collegeName'
        ? 'Osmania University'
        : ((posting as Record<string, unknown>)[entry.field] as string);

  it.each(fields.map((entry) => [entry.field, entry] as const))(
    'refuses a control or direction character anywhere inside %s, naming the field',
    (_, entry) => {
      const forbidden = [...(entry.multiLine ? controls.filter((c) => c !== '\n') : controls), ...directions];
      // Every forbidden character, each at a random place inside the value.
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: forbidden.length, maxLength: forbidden.length }),
          (places) => {
            for (const [i, character] of forbidden.entries()) {
              const value = withInside(validValue(entry), character, places[i] ?? 0);
              expect(messageFor(entry, value), JSON.stringify(value)).toBe(
                plainTextMessages.hidden(entry.label),
              );
            }
          },
        ),
        { numRuns: 20 },
      );
    },
  );

  it.each(fields.map((entry) => [entry.field, entry] as const))('refuses markup in %s', (_, entry) => {
    for (const markup of ['<b>', '<script>alert(1)</script>', 'a > b', '<']) {
      expect(messageFor(entry, withInside(validValue(entry), markup, 1)), markup).toBe(
        plainTextMessages.markup(entry.label),
      );
    }
  });

  it.each(fields.map((entry) => [entry.field, entry] as const))(
    'accepts in %s any text of letters of any script, digits, spaces and punctuation',
    (_, entry) => {
      const ordinary = fc
        .string({ unit: 'grapheme', minLength: 4, maxLength: 40 })
        .map((text) => text.replace(/[\p{Cc}\p{Cf}<>\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/gu, '').trim())
        // Counted as the schemas count, by code point: '𐀀 !' is four UTF-16 units but three characters.
        .filter((text) => Array.from(text).length >= 4);
      fc.assert(
        fc.property(ordinary, (text) => {
          expect(messageFor(entry, text)).toBeUndefined();
        }),
      );
    },
  );

  it('accepts the joiners Indian scripts need, and text in Telugu and Hindi', () => {
    const [name, college] = fields;
    for (const text of ['\u0c36\u0c4d\u0c30\u0c40 \u0c30\u0c3e\u0c2e', 'क्\u200dष त्रिपाठी', 'र\u200c्य']) {
      expect(messageFor(name as (typeof fields)[number], text), text).toBeUndefined();
      expect(messageFor(college as (typeof fields)[number], `${text} College`), text).toBeUndefined();
    }
  });

  it('allows line feeds only in the long job texts', () => {
    for (const entry of fields) {
      const message = messageFor(entry, withInside(validValue(entry), '\n', 1));
      expect(message, entry.field).toBe(entry.multiLine ? undefined : plainTextMessages.hidden(entry.label));
    }
  });

  it('says so in the words the forms show', () => {
    expect(plainTextMessages.hidden('Name')).toBe('Name must not contain control or direction characters');
    expect(plainTextMessages.markup('College name')).toBe('College name must not contain < or >');
  });
});

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
  });
});

describe('contract registry', () => {
  it('declares the 23 endpoints of the spec, the uploads, password change, job posting, review, job search and the language, under /api', () => {
    const all = Object.values(contracts);
    expect(all).toHaveLength(34);
    expect(new Set(all.map((c) => c.path)).size).toBe(34);
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
