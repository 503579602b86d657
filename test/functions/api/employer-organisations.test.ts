/**
 * An employer's organisation: created by a signed-in person (who becomes its owner, at most one organisation
 * per account), validated field by field (a GSTIN, Udyam or CIN checked for its kind), its verification levels
 * computed from the creator's e-mail and the website, changed by owners only, and never read by another
 * organisation's people. A suspended organisation's people are refused by the session check.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { organisationKey } from '#lib/db/keys';
import * as organisations from '#lib/db/organisations';
import { ORGANISATION_ID_MESSAGES } from '#shared/domain/organisation-ids';
import { createEmployer } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createOrganisationWithOwner, organisationForm } from '#test/support/employers';
import { call } from '#test/support/invoke';

describe('creating an organisation', () => {
  it('makes the creator its owner and stores the levels: e-mail confirmed, and the domain matching the website', async () => {
    const owner = await createEmployer('priya@acme-traders.co.in');
    const created = await callApi('createOrganisation', {
      token: owner.token,
      body: organisationForm({ website: 'https://careers.acme-traders.co.in/jobs' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { organisation } = created.body;
    expect(organisation.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(organisation).toMatchObject({
      status: 'active',
      verification: { emailConfirmed: true, domainMatches: true, documents: 'none' },
      level: 'domainMatches',
      registrationNumber: '27AAPFU0939F1ZV',
    });
    const mine = await callApi('getMyOrganisation', { token: owner.token });
    expect(mine.body).toEqual({
      account: { email: 'priya@acme-traders.co.in', name: expect.any(String), role: 'owner' },
      organisation,
      team: {
        members: [expect.objectContaining({ memberId: owner.id, role: 'owner', you: true })],
        invites: [],
      },
    });
  });

  it('never counts a free mail address as the domain, even at a website of that domain', async () => {
    const owner = await createEmployer(`shop.${Date.now()}@gmail.com`);
    const created = await callApi('createOrganisation', {
      token: owner.token,
      body: organisationForm({ website: 'https://gmail.com' }),
    });
    expect(created.body.organisation).toMatchObject({
      verification: { emailConfirmed: true, domainMatches: false },
      level: 'emailConfirmed',
    });
  });

  it('answers null before the person has an organisation', async () => {
    const person = await createEmployer();
    const mine = await callApi('getMyOrganisation', { token: person.token });
    expect(mine.body.organisation).toBeNull();
    expect(mine.body.account.role).toBeUndefined();
  });

  it('lets an account belong to one organisation only (409), even when two creations race', async () => {
    const person = await createEmployer();
    const body = organisationForm();
    const [first, second] = await Promise.all([
      callApi('createOrganisation', { token: person.token, body }),
      callApi('createOrganisation', { token: person.token, body }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const third = await callApi('createOrganisation', { token: person.token, body });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(organisations.ALREADY_MEMBER);
  });

  it.each([
    ['gstin', '27AAPFU0939F1ZX'],
    ['gstin', '27AAPFU0939F1Z'],
    ['udyam', 'UDYAM-MH-19-00123'],
    ['cin', 'U72200KA2015PTC08123'],
  ] as const)(
    'refuses a %s that is not valid (%s) under registrationNumber with its message',
    async (kind, number) => {
      const person = await createEmployer();
      const refused = await callApi('createOrganisation', {
        token: person.token,
        body: organisationForm({ registrationKind: kind, registrationNumber: number }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'registrationNumber', message: ORGANISATION_ID_MESSAGES[kind] },
      ]);
    },
  );

  it.each([
    ['udyam', 'udyam-mh-19-0012345', 'UDYAM-MH-19-0012345'],
    ['cin', 'u72200ka2015ptc081234', 'U72200KA2015PTC081234'],
    ['gstin', '27aapfu0939f1zv', '27AAPFU0939F1ZV'],
  ] as const)('accepts a valid %s, kept normalised', async (kind, number, kept) => {
    const person = await createEmployer();
    const created = await callApi('createOrganisation', {
      token: person.token,
      body: organisationForm({ registrationKind: kind, registrationNumber: number }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.organisation.registrationNumber).toBe(kept);
  });

  it.each([
    ['legalName', { legalName: '' }],
    ['city', { city: 'atlantis' }],
    ['industry', { industry: 'mining' }],
    ['size', { size: '5-9' }],
    ['website', { website: 'not a website' }],
    ['registrationKind', { registrationKind: 'pan' }],
    ['contactName', { contactName: '  ' }],
  ])('names the field %s in the 400', async (field, override) => {
    const person = await createEmployer();
    const refused = await call('createOrganisation', {
      token: person.token,
      body: { ...organisationForm(), ...override },
    });
    expect(refused.status).toBe(400);
    expect((refused.body.errors as { field: string }[]).map((error) => error.field)).toContain(field);
  });
});

describe('changing the organisation', () => {
  it('lets an owner change it, computing the levels again from the new website', async () => {
    const { owner } = await createOrganisationWithOwner();
    const changed = await callApi('updateOrganisation', {
      token: owner.token,
      body: organisationForm({ legalName: 'Acme Renamed LLP', website: 'https://elsewhere.com' }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.organisation).toMatchObject({
      legalName: 'Acme Renamed LLP',
      website: 'https://elsewhere.com',
      verification: { domainMatches: false },
      level: 'emailConfirmed',
    });
  });

  it('refuses a person without an organisation (404)', async () => {
    const person = await createEmployer();
    const refused = await callApi('updateOrganisation', { token: person.token, body: organisationForm() });
    expect(refused.status).toBe(404);
  });
});

describe("another organisation's data", () => {
  it('is never what an employer reads: each sees only their own organisation and team', async () => {
    const first = await createOrganisationWithOwner({ legalName: 'First Co' });
    const second = await createOrganisationWithOwner({ legalName: 'Second Co' });
    const mine = await callApi('getMyOrganisation', { token: second.owner.token });
    expect(mine.body.organisation?.id).toBe(second.organisationId);
    expect(mine.body.team?.members.map((member) => member.memberId)).toEqual([second.owner.id]);
    // A member of the first is no member of the second: removing or promoting them is a 404.
    for (const name of ['removeTeammate', 'transferOwnership'] as const) {
      const refused = await callApi(name, { token: second.owner.token, body: { memberId: first.owner.id } });
      expect(refused.status, name).toBe(404);
    }
    expect((await organisations.members(first.organisationId)).map((member) => member.employerId)).toEqual([
      first.owner.id,
    ]);
  });
});

describe('a suspended organisation', () => {
  it('refuses its people every call with 403 organisationSuspended', async () => {
    const { owner, organisationId } = await createOrganisationWithOwner();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: organisationKey(organisationId),
        UpdateExpression: 'SET #status = :suspended',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':suspended': 'suspended' },
      }),
    );
    for (const name of ['getMyOrganisation', 'createEmployerLogoUpload'] as const) {
      const refused = await call(name, {
        token: owner.token,
        ...(name === 'getMyOrganisation' ? {} : { body: {} }),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('organisationSuspended');
    }
  });
});

describe("the admin's list of organisations", () => {
  it('pages every organisation, newest first, with bounded Queries', async () => {
    const older = await createOrganisationWithOwner();
    const newer = await createOrganisationWithOwner();
    const first = await organisations.listOrganisations({ limit: 1 });
    expect(first.items.map((item) => item.id)).toEqual([newer.organisationId]);
    const next = await organisations.listOrganisations({ limit: 1, cursor: first.cursor });
    expect(next.items.map((item) => item.id)).toEqual([older.organisationId]);
  });
});
