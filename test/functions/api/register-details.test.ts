/**
 * registerDetails (registration step 1) against DynamoDB Local. Shared set-up: test/support/registration.ts.
 */
import { describe, expect, it } from 'vitest';
import * as users from '#lib/db/users';
import { createWorker } from '#test/support/accounts';
import { call } from '#test/support/invoke';
import { details } from '#test/support/registration';

describe('registerDetails', () => {
  it('saves the personal details and marks the account registered', async () => {
    const worker = await createWorker({ registered: false, verified: false });

    const response = await call('registerDetails', { token: worker.token, body: details });

    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect(await users.get(worker.id)).toMatchObject({
      NAME: 'Ananya Reddy',
      GENDER: 0,
      DOB: '2003-02-11',
      LANGUAGES: ['english', 'telugu'],
      LOCATION: 'hyderabad-telangana',
      EDUCATION_LEVEL: 'pursuingGraduation',
      REGISTERED: 1,
      VERIFIED: 0,
    });
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: 'Ananya\u0000Reddy' }, 'Name must not contain control or direction characters'],
    ['name', { name: 'Ananya \u202eReddy' }, 'Name must not contain control or direction characters'],
    ['name', { name: '<img src=x onerror=alert(1)>' }, 'Name must not contain < or >'],
    ['gender', { gender: 5 }, 'Please select Gender'],
    ['dob', { dob: '' }, 'Date of Birth is required'],
    ['dob', { dob: '2030-01-01' }, 'Please enter a valid Date of Birth (you must be at least 14 years old)'],
    ['languages', { languages: [] }, 'Please select atleast language'],
    ['languages.0', { languages: ['french'] }, 'Please select atleast language'],
    ['cityName', { cityName: 'atlantis' }, 'Please select a city'],
    ['education', { education: 'phd' }, 'Please select Education Level'],
  ])('refuses a bad %s with the form message %#', async (field, change, message) => {
    const worker = await createWorker({ registered: false, verified: false });
    const response = await call('registerDetails', { token: worker.token, body: { ...details, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`${field}: ${message}`);
    expect(response.body.errors).toContainEqual({ field, message });
    expect((await users.get(worker.id))?.REGISTERED).toBe(0);
  });

  it('keeps the college at a level with one, and none below it (as updateProfile does)', async () => {
    const student = await createWorker({ registered: false, verified: false });
    const body = { ...details, collegeName: ' Osmania University ' };
    expect((await call('registerDetails', { token: student.token, body })).status).toBe(200);
    expect(await users.get(student.id)).toMatchObject({ COLLEGE_NAME: 'Osmania University', REGISTERED: 1 });

    const schoolLeaver = await createWorker({ registered: false, verified: false });
    const { collegeName: _college, ...withoutCollege } = { ...body, education: 'twelthPass' };
    expect((await call('registerDetails', { token: schoolLeaver.token, body: withoutCollege })).status).toBe(
      200,
    );
    expect(await users.get(schoolLeaver.id)).toMatchObject({
      EDUCATION_LEVEL: 'twelthPass',
      COLLEGE_NAME: '',
    });
  });

  it('refuses a level with a college but no college, naming collegeName', async () => {
    const worker = await createWorker({ registered: false, verified: false });
    const { collegeName: _college, ...withoutCollege } = details;
    const response = await call('registerDetails', {
      token: worker.token,
      body: { ...withoutCollege, education: 'graduate' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'collegeName', message: 'Please enter correct College Name' },
    ]);
    expect((await users.get(worker.id))?.REGISTERED).toBe(0);
  });

  it('refuses a missing field, naming it', async () => {
    const worker = await createWorker({ registered: false, verified: false });
    const { gender: _gender, ...withoutGender } = details;
    const response = await call('registerDetails', { token: worker.token, body: withoutGender });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('gender: Please select Gender');
  });
});
