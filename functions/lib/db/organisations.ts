/**
 * Employers' organisations, their members and their pending invitations. A person belongs to at most one
 * organisation: their account's `ORG_ID` (employers.ts) is set only where it is absent, in the transaction that
 * writes the member item, and every change of membership writes both, so the session check's fresh read of the
 * account is the membership. The organisation item keeps its counts (members, owners, pending invitations),
 * changed in the same transactions and bounded by their conditions.
 *
 * | pattern                           | key / index                                             | operation          |
 * |-----------------------------------|---------------------------------------------------------|--------------------|
 * | organisation by id                | pk=ORG#<id> sk=ORG                                      | GetItem            |
 * | the status of a page's organisations | pk=ORG#<id> sk=ORG each, consistent (the moderation queue) | BatchGetItem     |
 * | still active, in another write    | org: ConditionCheck status = active (a job's creation or publication) | TransactWriteItems item |
 * | every organisation (admin), newest | gsi1: gsi1pk=ORGS gsi1sk=<createdAt>#<id>              | Query              |
 * | create, with its first owner      | org + member + account (if in none)                     | TransactWriteItems |
 * | change its details (an owner)     | org + a check that the caller is still an owner         | TransactWriteItems |
 * | members and invitations           | pk=ORG#<id> sk begins MEMBER# / INVITE#                 | Query              |
 * | one member                        | pk=ORG#<id> sk=MEMBER#<employerId>                      | GetItem            |
 * | invite (an owner; < 25 pending)   | org count + invite + the e-mail's copy + owner check    | TransactWriteItems |
 * | invitations to an e-mail          | pk=EMPLOYER_EMAIL#<email> sk begins INVITE#             | Query              |
 * | accept (< 50 members)             | both invite copies - , org counts, member +, account    | TransactWriteItems |
 * | cancel an invitation              | both invite copies - , org count, owner check           | TransactWriteItems |
 * | remove a member (ends sessions)   | member -, org counts, account (ADD TOKEN_VERSION), owner | TransactWriteItems |
 * | leave (not the last owner)        | member -, org counts (owners > 1 for an owner), account  | TransactWriteItems |
 * | transfer ownership                | both members' and both accounts' roles                  | TransactWriteItems |
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Industry, OrganisationSize } from '#shared/domain/employer-organisation';
import { MAX_MEMBERS, MAX_PENDING_INVITES, type MemberRole } from '#shared/domain/employer-team';
import type { DocumentCheck, Verification } from '#shared/domain/employer-verification';
import type { OrganisationIdKind } from '#shared/domain/organisation-ids';
import { db, tableName } from '../clients/dynamodb';
import { batchGet } from './batch-get';
import {
  ALL_ORGANISATIONS,
  EMPLOYER_INVITATION_PREFIX,
  employerEmailPartition,
  employerInvitationKey,
  employerKey,
  MEMBER_PREFIX,
  memberKey,
  ORGANISATION_INVITE_PREFIX,
  organisationInviteKey,
  organisationItemKeys,
  organisationKey,
  organisationPartition,
  organisationShape,
} from './keys';
import { type Page, queryAll, queryPage } from './paging';
import { cancellationReasons, putNew, type TransactItem, transact } from './transactions';

export type OrganisationStatus = 'active' | 'suspended';

/** What the organisation's people give about it (the form's fields, `logo` as the link it is served at). */
export interface OrganisationDetails {
  legalName: string;
  brandName?: string;
  logoLink?: string;
  website?: string;
  city: string;
  address: string;
  industry: Industry;
  size: OrganisationSize;
  registrationKind: OrganisationIdKind;
  registrationNumber: string;
  contactName: string;
  contactRole: string;
}

export interface Organisation extends OrganisationDetails {
  id: string;
  status: OrganisationStatus;
  verification: Verification;
  createdAt: string;
  createdBy: number;
  members: number;
  owners: number;
  pendingInvites: number;
}

export interface Member {
  employerId: number;
  name: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
}

export interface Invite {
  email: string;
  role: MemberRole;
  invitedAt: string;
  invitedBy: number;
}

/** An invitation as the invitee's e-mail partition holds it. */
export interface Invitation {
  organisationId: string;
  role: MemberRole;
  invitedAt: string;
}

const ORGANISATION_FIELDS = [
  'id',
  'legalName',
  'brandName',
  'logoLink',
  'website',
  'city',
  'address',
  'industry',
  'size',
  'registrationKind',
  'registrationNumber',
  'contactName',
  'contactRole',
  'status',
  'verification',
  'createdAt',
  'createdBy',
  'members',
  'owners',
  'pendingInvites',
] as const satisfies readonly (keyof Organisation)[];

export function organisationOf(item: Record<string, unknown>): Organisation {
  return Object.fromEntries(
    ORGANISATION_FIELDS.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]),
  ) as unknown as Organisation;
}

/** The organisation as it is now (strongly consistent). */
export async function get(id: string): Promise<Organisation | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: organisationKey(id), ConsistentRead: true }),
  );
  return Item ? organisationOf(Item) : undefined;
}

/** The status of each organisation of `ids` (an unknown id is left out): one consistent BatchGetItem. */
export async function statusesOf(ids: readonly string[]): Promise<Map<string, OrganisationStatus>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const items = await batchGet<Record<string, unknown>>(unique.map(organisationKey), { consistent: true });
  return new Map(items.map((item) => [String(item.id), item.status as OrganisationStatus]));
}

/**
 * A check, in a transaction that creates or publishes an organisation's job, that the organisation is still
 * active: a suspension whose transaction commits before the write refuses it, one after it reads the job among
 * the organisation's (decisions 521, 550).
 */
export function activeCheck(organisationId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: organisationKey(organisationId),
      ConditionExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':active': 'active' },
    },
  };
}

export const organisationsList = {
  index: 'gsi1',
  partition: ALL_ORGANISATIONS,
  shape: organisationShape,
} as const;

/** One page of every organisation, newest first: the admin's list. */
export async function listOrganisations(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<Organisation>> {
  const result = await queryPage<Record<string, unknown>>({ ...organisationsList, ...page });
  return { items: result.items.map(organisationOf), cursor: result.cursor };
}

const update = (item: Omit<NonNullable<TransactItem['Update']>, 'TableName'>): TransactItem => ({
  Update: { TableName: tableName, ...item },
});
const remove = (
  key: Record<string, string>,
  condition: Omit<NonNullable<TransactItem['Delete']>, 'TableName' | 'Key'> = {
    ConditionExpression: 'attribute_exists(pk)',
  },
): TransactItem => ({ Delete: { TableName: tableName, Key: key, ...condition } });

/** A check, in the caller's transaction, that `employerId` is still an owner of the organisation. */
function ownerCheck(organisationId: string, employerId: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: memberKey(organisationId, employerId),
      ConditionExpression: '#role = :owner',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':owner': 'owner' },
    },
  };
}

export const ALREADY_MEMBER = 'You already belong to an organisation.';
export const OWNERS_ONLY = 'Only an owner of the organisation can do this.';

/** Creates the organisation with `creator` as its owner; 409 when they already belong to one. */
export async function create(
  creator: { ID: number; NAME: string; EMAIL: string },
  organisation: Omit<Organisation, 'members' | 'owners' | 'pendingInvites' | 'createdBy' | 'status'>,
): Promise<Organisation> {
  const created: Organisation = {
    ...organisation,
    status: 'active',
    createdBy: creator.ID,
    members: 1,
    owners: 1,
    pendingInvites: 0,
  };
  const member: Member = {
    employerId: creator.ID,
    name: creator.NAME,
    email: creator.EMAIL,
    role: 'owner',
    joinedAt: organisation.createdAt,
  };
  await transact(
    [
      putNew({ ...organisationItemKeys(created.id, created.createdAt), ...created }),
      putNew({ ...memberKey(created.id, creator.ID), entity: 'ORG_MEMBER', ...member }),
      update({
        Key: employerKey(creator.ID),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ORG_ID)',
        UpdateExpression: 'SET ORG_ID = :org, ORG_ROLE = :owner',
        ExpressionAttributeValues: { ':org': created.id, ':owner': 'owner' },
      }),
    ],
    { 2: ALREADY_MEMBER },
  );
  return created;
}

/** Replaces the organisation's details and levels, if `ownerId` is still one of its owners. */
export async function updateDetails(
  id: string,
  ownerId: number,
  details: OrganisationDetails,
  verification: { emailConfirmed: boolean; domainMatches: boolean },
): Promise<void> {
  const optional = ['brandName', 'logoLink', 'website'] as const;
  const set = Object.entries(details).filter(([, value]) => value !== undefined && value !== '');
  const cleared = optional.filter((field) => details[field] === undefined || details[field] === '');
  const names = Object.fromEntries(
    [...set.map(([field]) => field), ...cleared].map((field) => [`#${field}`, field]),
  );
  await transact(
    [
      update({
        Key: organisationKey(id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: [
          `SET ${[...set.map(([field]) => `#${field} = :${field}`), 'verification.emailConfirmed = :email', 'verification.domainMatches = :domain'].join(', ')}`,
          ...(cleared.length > 0 ? [`REMOVE ${cleared.map((field) => `#${field}`).join(', ')}`] : []),
        ].join(' '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ...Object.fromEntries(set.map(([field, value]) => [`:${field}`, value])),
          ':email': verification.emailConfirmed,
          ':domain': verification.domainMatches,
        },
      }),
      ownerCheck(id, ownerId),
    ],
    { 1: OWNERS_ONLY },
  );
}

/** Sets where the admin's check of the documents stands (the admin's verification, built on this field). */
export async function setDocumentCheck(id: string, documents: DocumentCheck): Promise<void> {
  await transact([
    update({
      Key: organisationKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET verification.documents = :documents',
      ExpressionAttributeValues: { ':documents': documents },
    }),
  ]);
}

// ---- the team ---------------------------------------------------------------------------------------------------

export async function members(organisationId: string): Promise<Member[]> {
  const items = await queryAll<Record<string, unknown>>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': organisationPartition(organisationId), ':prefix': MEMBER_PREFIX },
      ConsistentRead: true,
    },
    MAX_MEMBERS,
  );
  return items.map(({ employerId, name, email, role, joinedAt }) => ({
    employerId: Number(employerId),
    name: String(name),
    email: String(email),
    role: role as MemberRole,
    joinedAt: String(joinedAt),
  }));
}

export async function member(organisationId: string, employerId: number): Promise<Member | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: memberKey(organisationId, employerId),
      ConsistentRead: true,
    }),
  );
  return Item
    ? {
        employerId: Number(Item.employerId),
        name: String(Item.name),
        email: String(Item.email),
        role: Item.role as MemberRole,
        joinedAt: String(Item.joinedAt),
      }
    : undefined;
}

export async function invites(organisationId: string): Promise<Invite[]> {
  const items = await queryAll<Record<string, unknown>>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': organisationPartition(organisationId),
        ':prefix': ORGANISATION_INVITE_PREFIX,
      },
      ConsistentRead: true,
    },
    MAX_PENDING_INVITES,
  );
  return items.map(({ email, role, invitedAt, invitedBy }) => ({
    email: String(email),
    role: role as MemberRole,
    invitedAt: String(invitedAt),
    invitedBy: Number(invitedBy),
  }));
}

/** The invitations waiting for an e-mail, oldest first (an e-mail may be invited by several organisations). */
export async function invitationsTo(email: string): Promise<Invitation[]> {
  const items = await queryAll<Record<string, unknown>>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': employerEmailPartition(email),
        ':prefix': EMPLOYER_INVITATION_PREFIX,
      },
      ConsistentRead: true,
    },
    100,
  );
  return items
    .map(({ organisationId, role, invitedAt }) => ({
      organisationId: String(organisationId),
      role: role as MemberRole,
      invitedAt: String(invitedAt),
    }))
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt));
}

export const INVITES_FULL = `An organisation can have at most ${MAX_PENDING_INVITES} invitations waiting. Please cancel one first.`;
export const ALREADY_INVITED = 'This e-mail has already been invited.';

/** Invites an e-mail (by an owner): 409 at the pending limit or for an e-mail invited already. */
export async function invite(organisationId: string, invite: Invite): Promise<void> {
  const email = invite.email.toLowerCase();
  await transact(
    [
      update({
        Key: organisationKey(organisationId),
        ConditionExpression: 'attribute_exists(pk) AND pendingInvites < :max',
        UpdateExpression: 'ADD pendingInvites :one',
        ExpressionAttributeValues: { ':max': MAX_PENDING_INVITES, ':one': 1 },
      }),
      putNew({ ...organisationInviteKey(organisationId, email), entity: 'ORG_INVITE', ...invite, email }),
      putNew({
        ...employerInvitationKey(email, organisationId),
        entity: 'EMPLOYER_INVITATION',
        organisationId,
        role: invite.role,
        invitedAt: invite.invitedAt,
      }),
      ownerCheck(organisationId, invite.invitedBy),
    ],
    { 0: INVITES_FULL, 1: ALREADY_INVITED, 2: ALREADY_INVITED, 3: OWNERS_ONLY },
  );
}

/** Withdraws an invitation (by an owner); false when there was none to that e-mail. */
export async function cancelInvite(organisationId: string, email: string, ownerId: number): Promise<boolean> {
  const items = [
    remove(organisationInviteKey(organisationId, email)),
    remove(employerInvitationKey(email, organisationId), {}),
    update({
      Key: organisationKey(organisationId),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'ADD pendingInvites :minusOne',
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
    ownerCheck(organisationId, ownerId),
  ];
  try {
    await transact(items, { 3: OWNERS_ONLY });
    return true;
  } catch (error: unknown) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export const ORGANISATION_FULL = `An organisation can have at most ${MAX_MEMBERS} members.`;

/**
 * The invitee joins the organisation: both copies of the invitation go, the counts change, the member item and
 * the account's membership are written. 409 when the account already belongs to one or the team is full.
 */
export async function acceptInvitation(
  account: { ID: number; NAME: string; EMAIL: string },
  invitation: Invitation,
  now: string,
): Promise<void> {
  const { organisationId, role } = invitation;
  const member: Member = {
    employerId: account.ID,
    name: account.NAME,
    email: account.EMAIL,
    role,
    joinedAt: now,
  };
  await transact(
    [
      remove(organisationInviteKey(organisationId, account.EMAIL)),
      remove(employerInvitationKey(account.EMAIL, organisationId)),
      update({
        Key: organisationKey(organisationId),
        ConditionExpression: 'attribute_exists(pk) AND members < :max AND #status = :active',
        UpdateExpression: `ADD members :one, pendingInvites :minusOne${role === 'owner' ? ', owners :one' : ''}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':max': MAX_MEMBERS, ':one': 1, ':minusOne': -1, ':active': 'active' },
      }),
      putNew({ ...memberKey(organisationId, account.ID), entity: 'ORG_MEMBER', ...member }),
      update({
        Key: employerKey(account.ID),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ORG_ID)',
        UpdateExpression: 'SET ORG_ID = :org, ORG_ROLE = :role',
        ExpressionAttributeValues: { ':org': organisationId, ':role': role },
      }),
    ],
    { 2: ORGANISATION_FULL, 4: ALREADY_MEMBER },
  );
}

export const LAST_OWNER =
  'You are the last owner of this organisation. Make another member owner before you leave.';

/** The items that take `member` out of the organisation; an owner only while another owner stays. */
function departure(organisationId: string, member: Member, endSessions: boolean): TransactItem[] {
  const owner = member.role === 'owner';
  return [
    remove(memberKey(organisationId, member.employerId), {
      ConditionExpression: 'attribute_exists(pk) AND #role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': member.role },
    }),
    update({
      Key: organisationKey(organisationId),
      ConditionExpression: owner ? 'attribute_exists(pk) AND owners > :one' : 'attribute_exists(pk)',
      UpdateExpression: `ADD members :minusOne${owner ? ', owners :minusOne' : ''}`,
      ExpressionAttributeValues: { ':minusOne': -1, ...(owner ? { ':one': 1 } : {}) },
    }),
    update({
      Key: employerKey(member.employerId),
      ConditionExpression: 'ORG_ID = :org',
      UpdateExpression: `REMOVE ORG_ID, ORG_ROLE${endSessions ? ' ADD TOKEN_VERSION :one' : ''}`,
      ExpressionAttributeValues: { ':org': organisationId, ...(endSessions ? { ':one': 1 } : {}) },
    }),
  ];
}

export const MEMBER_CHANGED = 'This member changed in the meantime. Please reload the team and try again.';

/** An owner removes another member, whose sessions end in the same transaction. */
export async function removeMember(organisationId: string, ownerId: number, member: Member): Promise<void> {
  await transact([...departure(organisationId, member, true), ownerCheck(organisationId, ownerId)], {
    0: MEMBER_CHANGED,
    1: LAST_OWNER,
    2: MEMBER_CHANGED,
    3: OWNERS_ONLY,
  });
}

/** The member leaves; 409 for the last owner. Their session goes on, now without an organisation. */
export async function leave(organisationId: string, member: Member): Promise<void> {
  await transact(departure(organisationId, member, false), {
    0: MEMBER_CHANGED,
    1: LAST_OWNER,
    2: MEMBER_CHANGED,
  });
}

/** The owner hands ownership to a recruiter and becomes a recruiter, all in one transaction. */
export async function transferOwnership(
  organisationId: string,
  ownerId: number,
  recruiterId: number,
): Promise<void> {
  const roleChange = (employerId: number, from: MemberRole, to: MemberRole): TransactItem[] => [
    update({
      Key: memberKey(organisationId, employerId),
      ConditionExpression: '#role = :from',
      UpdateExpression: 'SET #role = :to',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':from': from, ':to': to },
    }),
    update({
      Key: employerKey(employerId),
      ConditionExpression: 'ORG_ID = :org',
      UpdateExpression: 'SET ORG_ROLE = :to',
      ExpressionAttributeValues: { ':org': organisationId, ':to': to },
    }),
  ];
  await transact(
    [...roleChange(ownerId, 'owner', 'recruiter'), ...roleChange(recruiterId, 'recruiter', 'owner')],
    {
      0: OWNERS_ONLY,
      1: OWNERS_ONLY,
      2: MEMBER_CHANGED,
      3: MEMBER_CHANGED,
    },
  );
}
