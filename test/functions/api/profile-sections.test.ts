/**
 * The parts of the profile that present the worker (decision 580): updateProfileSections saves them, getProfile
 * reads them back beside the spec's fields, HR sees them through an application, the export gives them under
 * readable names and the erasure takes them with the account. Bad input is a 400 naming the field.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { eraseAccount } from '#features/erasure/erase-account';
import { db, tableName } from '#lib/clients/dynamodb';
import { profileSectionsKey } from '#lib/db/privacy-keys';
import type { ProfileSections } from '#shared/domain/profile-sections';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';

const sections: ProfileSections = {
  skills: [
    { code: 'DELIVERY', level: 'advanced' },
    { name: 'सिलाई', level: 'intermediate' },
  ],
  experience: [
    {
      kind: 'work',
      title: 'డెలివరీ భాగస్వామి',
      organisation: 'Kirana Express',
      from: '2025-04',
      to: '',
      description: 'Delivered groceries across Hyderabad.\nKept a 4.8 rating.',
      link: '',
    },
    {
      kind: 'project',
      title: 'School library catalogue',
      organisation: '',
      from: '2024-01',
      to: '2024-03',
      description: 'Typed 600 books into a spreadsheet.',
      link: 'https://example.org/catalogue',
    },
  ],
  certificates: [{ name: 'Typing, 40 words a minute', issuer: 'NIELIT', year: 2024 }],
  availability: { hoursPerWeek: 20, days: ['sat', 'sun'], from: '2027-01-05' },
  preferences: { jobTypes: ['GIG', 'INTERNSHIP'], places: ['hyderabad-telangana'] },
  about: 'मैं मेहनती हूँ और जल्दी सीखता हूँ।',
  spokenLanguages: ['Urdu'],
};

const save = (worker: TestAccount, body: unknown) =>
  callApi('updateProfileSections', { token: worker.token, body: body as ProfileSections });

describe('updateProfileSections and getProfile', () => {
  it('has no sections until the worker saves them, then answers them as saved', async () => {
    const worker = await createWorker();
    const before = await callApi('getProfile', { token: worker.token });
    expect(before.body.sections).toBeUndefined();

    const saved = await save(worker, sections);

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await callApi('getProfile', { token: worker.token });
    expect(after.body.sections).toEqual(sections);
    expect(after.body.data.NAME).toMatch(/^Worker /);
  });

  it('replaces what was saved, free texts trimmed', async () => {
    const worker = await createWorker();
    await save(worker, sections);

    const saved = await save(worker, { ...sections, skills: [], about: '  Quick learner.  ' });

    expect(saved.status).toBe(200);
    const after = await callApi('getProfile', { token: worker.token });
    expect(after.body.sections?.skills).toEqual([]);
    expect(after.body.sections?.about).toBe('Quick learner.');
  });

  it.each([
    [
      'sixteen skills',
      { skills: Array.from({ length: 16 }, (_, n) => ({ name: `Skill ${n}`, level: 'beginner' })) },
      'skills',
      'Choose at most 15 skills',
    ],
    [
      'six skills of their own',
      { skills: Array.from({ length: 6 }, (_, n) => ({ name: `Skill ${n}`, level: 'beginner' })) },
      'skills',
      'Add at most 5 skills of your own',
    ],
    [
      'a skill without a level',
      { skills: [{ code: 'DELIVERY', level: 'expert' }] },
      'skills.0.level',
      'level must be beginner, intermediate or advanced',
    ],
    [
      'a description past 500 characters',
      { experience: [{ ...sections.experience[0], description: 'a'.repeat(501) }] },
      'experience.0.description',
      'What you did must be at most 500 characters',
    ],
    [
      'a link that is not https',
      { experience: [{ ...sections.experience[1], link: 'http://example.org' }] },
      'experience.0.link',
      'Link must be an https:// link',
    ],
    [
      'an end before the start',
      { experience: [{ ...sections.experience[1], to: '2023-12' }] },
      'experience.0.to',
      'The end month must not be before the start month',
    ],
    [
      'eleven certificates',
      { certificates: Array.from({ length: 11 }, () => sections.certificates[0]) },
      'certificates',
      'Add at most 10 certificates',
    ],
    [
      'an about me past 300 characters',
      { about: 'क'.repeat(301) },
      'about',
      'About me must be at most 300 characters',
    ],
    ['markup in the about me', { about: 'Hire me <script>' }, 'about', 'About me must not contain < or >'],
    [
      'a direction character in a title',
      { experience: [{ ...sections.experience[1], title: 'Intern\u202e' }] },
      'experience.0.title',
      'Title must not contain control or direction characters',
    ],
    [
      'a place not on the list',
      { preferences: { jobTypes: [], places: ['atlantis'] } },
      'preferences.places.0',
      'places must be districts from the list',
    ],
    [
      'more hours than a week allows',
      { availability: { hoursPerWeek: 71, days: [], from: '' } },
      'availability.hoursPerWeek',
      'hoursPerWeek must be a whole number from 0 to 70',
    ],
  ])(
    'refuses %s with a 400 naming the field, and keeps what was saved',
    async (_case, change, field, message) => {
      const worker = await createWorker();
      await save(worker, sections);

      const answer = await save(worker, { ...sections, ...change });

      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual({ field, message });
      const after = await callApi('getProfile', { token: worker.token });
      expect(after.body.sections).toEqual(sections);
    },
  );

  it('refuses a worker whose registration is not done', async () => {
    const worker = await createWorker({ registered: false, verified: false });

    const answer = await save(worker, sections);

    expect(answer.status).toBe(403);
  });
});

describe('who else sees the sections', () => {
  it('shows HR the skills and experience of an applicant, through the application', async () => {
    const hr = await createStaff('HR');
    const { job, worker } = await createApplication();
    await save(worker, sections);

    const answer = await callApi('getApplicationDetails', {
      token: hr.token,
      query: { id: String(job.ID), userId: String(worker.id) },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.SECTIONS?.skills).toEqual(sections.skills);
    expect(answer.body.data.SECTIONS?.experience).toEqual(sections.experience);
  });

  it("gives them in the worker's export under readable names", async () => {
    const worker = await createWorker();
    await save(worker, sections);

    const answer = await callApi('getMyData', { token: worker.token });

    expect(answer.status).toBe(200);
    const record = answer.body.data.otherRecords.find((other) => other.record === 'profileSections');
    expect(record?.item).toMatchObject({
      skills: sections.skills,
      experience: sections.experience,
      aboutMe: sections.about,
      spokenLanguages: sections.spokenLanguages,
      savedAt: expect.any(String),
    });
    expect(Object.keys(record?.item ?? {}).filter((key) => /^[A-Z_]+$/.test(key))).toEqual([]);
  });

  it("erases them with the worker's account", async () => {
    const worker = await createWorker();
    await save(worker, sections);

    await eraseAccount(worker.id, 'workerRequest');

    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: profileSectionsKey(worker.id) }),
    );
    expect(Item).toBeUndefined();
  });
});
