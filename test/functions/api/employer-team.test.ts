/**
 * An organisation's team: an owner invites by e-mail (at most 25 waiting, 50 members), the invitee joins by
 * signing in with that e-mail, owners remove (whose sessions end at once) and cancel, anyone leaves but the last
 * owner, and ownership moves in one transaction. Recruiters manage nothing.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { startSignIn } from '#features/employers/send-sign-in-code';
import * as organisations from '#lib/db/organisations';
import { MAX_PENDING_INVITES } from '#shared/domain/employer-team';
import { createEmployer } from '#test/support/accounts';
import { answerOf, callApi } from '#test/support/api';
import { latestEmailTo } from '#test/support/email';
import { createOrganisationWithOwner, latestEmployerCode } from '#test/support/employers';

let counter = 0;
const freshEmail = () => `teammate.${++counter}.${Date.now()}@acme.in`;

/** The invitee signs in by the code in their inbox, as the invitation e-mail tells them to. */
async function signInByCode(email: string): Promise<{ id: number; token: string }> {
  await startSignIn(email, '127.0.0.1');
  const { token } = await answerOf('verifyEmployerSignIn', {
    body: { email, code: await latestEmployerCode(email) },
  });
  return { id: Number(decodeJwt(token).sub), token };
}

/** An organisation with its owner and a recruiter who joined by invitation. */
async function teamOfTwo() {
  const { owner, organisationId } = await createOrganisationWithOwner();
  const email = freshEmail();
  await answerOf('inviteTeammate', { token: owner.token, body: { email, role: 'recruiter' } });
  const recruiter = await signInByCode(email);
  return { owner, organisationId, recruiter };
}

describe('inviting', () => {
  it('e-mails a link to /employer; signing in with that e-mail joins the organisation as the role invited', async () => {
    const { owner, organisationId } = await createOrganisationWithOwner();
    const email = freshEmail();
    await answerOf('inviteTeammate', { token: owner.token, body: { email, role: 'recruiter' } });
    const invitation = await latestEmailTo(email);
    expect(invitation.body.text).toContain('/employer');
    expect((await answerOf('getMyOrganisation', { token: owner.token })).team?.invites).toEqual([
      { email, role: 'recruiter', invitedAt: expect.any(String) },
    ]);

    const joined = await signInByCode(email);
    const mine = await answerOf('getMyOrganisation', { token: joined.token });
    expect(mine.organisation?.id).toBe(organisationId);
    expect(mine.account.role).toBe('recruiter');
    const team = (await answerOf('getMyOrganisation', { token: owner.token })).team ?? {
      members: [],
      invites: [],
    };
    expect(team.invites).toEqual([]);
    expect(team.members.map((member) => [member.memberId, member.role]).sort()).toEqual(
      [
        [owner.id, 'owner'],
        [joined.id, 'recruiter'],
      ].sort(),
    );
  });

  it(`keeps at most ${MAX_PENDING_INVITES} invitations waiting (409), and one per e-mail`, async () => {
    const { owner } = await createOrganisationWithOwner();
    const email = freshEmail();
    await answerOf('inviteTeammate', { token: owner.token, body: { email, role: 'owner' } });
    const twice = await callApi('inviteTeammate', { token: owner.token, body: { email, role: 'recruiter' } });
    expect(twice.status).toBe(409);
    for (let index = 1; index < MAX_PENDING_INVITES; index++)
      await answerOf('inviteTeammate', {
        token: owner.token,
        body: { email: freshEmail(), role: 'recruiter' },
      });
    const full = await callApi('inviteTeammate', {
      token: owner.token,
      body: { email: freshEmail(), role: 'recruiter' },
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(organisations.INVITES_FULL);
  });

  it('lets an owner cancel an invitation (then signing in joins nothing), and refuses a recruiter', async () => {
    const { owner, recruiter } = await teamOfTwo();
    const email = freshEmail();
    await answerOf('inviteTeammate', { token: owner.token, body: { email, role: 'recruiter' } });
    expect((await callApi('removeTeammate', { token: recruiter.token, body: { email } })).status).toBe(403);
    expect(
      (
        await callApi('inviteTeammate', {
          token: recruiter.token,
          body: { email: freshEmail(), role: 'owner' },
        })
      ).status,
    ).toBe(403);
    expect((await callApi('removeTeammate', { token: owner.token, body: { email } })).status).toBe(200);
    expect((await callApi('removeTeammate', { token: owner.token, body: { email } })).status).toBe(404);
    const person = await signInByCode(email);
    expect((await answerOf('getMyOrganisation', { token: person.token })).organisation).toBeNull();
  });
});

describe('removing, leaving and handing over', () => {
  it('removes a member, whose very next call is refused (their sessions ended)', async () => {
    const { owner, recruiter } = await teamOfTwo();
    expect((await callApi('getMyOrganisation', { token: recruiter.token })).status).toBe(200);
    const removed = await callApi('removeTeammate', { token: owner.token, body: { memberId: recruiter.id } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const refused = await callApi('getMyOrganisation', { token: recruiter.token });
    expect(refused.status).toBe(401);
    const team = (await answerOf('getMyOrganisation', { token: owner.token })).team ?? {
      members: [],
      invites: [],
    };
    expect(team.members.map((member) => member.memberId)).toEqual([owner.id]);
  });

  it('refuses the last owner leaving (409), and lets them leave once another member is owner', async () => {
    const { owner, recruiter, organisationId } = await teamOfTwo();
    const refused = await callApi('removeTeammate', { token: owner.token, body: { memberId: owner.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(organisations.LAST_OWNER);

    expect(
      (await callApi('transferOwnership', { token: recruiter.token, body: { memberId: owner.id } })).status,
    ).toBe(403);
    const handed = await callApi('transferOwnership', {
      token: owner.token,
      body: { memberId: recruiter.id },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect((await answerOf('getMyOrganisation', { token: owner.token })).account.role).toBe('recruiter');
    expect((await answerOf('getMyOrganisation', { token: recruiter.token })).account.role).toBe('owner');

    expect(
      (await callApi('removeTeammate', { token: owner.token, body: { memberId: owner.id } })).status,
    ).toBe(200);
    expect((await answerOf('getMyOrganisation', { token: owner.token })).organisation).toBeNull();
    expect((await organisations.get(organisationId))?.members).toBe(1);
  });

  it('lets a recruiter leave, and refuses them removing anyone', async () => {
    const { owner, recruiter } = await teamOfTwo();
    expect(
      (await callApi('removeTeammate', { token: recruiter.token, body: { memberId: owner.id } })).status,
    ).toBe(403);
    expect(
      (await callApi('removeTeammate', { token: recruiter.token, body: { memberId: recruiter.id } })).status,
    ).toBe(200);
    expect((await answerOf('getMyOrganisation', { token: recruiter.token })).organisation).toBeNull();
  });
});

describe('the logo upload', () => {
  it('gives a member a presigned form for a png', async () => {
    const person = await createEmployer();
    const upload = await callApi('createEmployerLogoUpload', { token: person.token, body: {} });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(upload.body.data).toMatchObject({
      contentType: 'image/png',
      key: expect.stringMatching(/^uploads\/logos\//),
    });
  });
});
