// The account field rules: e-mail, mobile number, OTP, registration details, date of birth, college name.
import { describe, expect, it } from 'vitest';
import {
  collegeNameSchema,
  dobSchema,
  emailSchema,
  isPlausibleBirthDate,
  languagesSchema,
  messages,
  mobileNumberSchema,
  otpSchema,
  registrationDetailsSchema,
} from '#shared/domain/rules';

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
    collegeName: 'Osmania University',
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
