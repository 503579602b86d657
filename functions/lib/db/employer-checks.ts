/**
 * The admin's checks of employers' organisations: the certificate an owner sends (documents -> pending, on the
 * queue), the admin's decision on it, suspension and reinstatement, and the audit trail of all of them (each
 * opening of the certificate too), kept under the organisation.
 *
 * | pattern                                   | key / index                                                  | operation          |
 * |-------------------------------------------|--------------------------------------------------------------|--------------------|
 * | send the certificate (an owner)           | org: SET documents pending, CERTIFICATE, gsi2 keys, if active and documents none/refused; owner check | TransactWriteItems |
 * | the queue, oldest submission first        | gsi2: gsi2pk=ORGS#VERIFY gsi2sk=<submittedAt>#<id> (sparse: pending organisations only) | Query (a page) |
 * | decide (verify / refuse)                  | org: SET documents checked / refused (+ reason), REMOVE gsi2 keys, if pending; audit item | TransactWriteItems |
 * | suspend (ends every member's sessions)    | org: SET status suspended, if active; audit item; each member's account ADD TOKEN_VERSION 1 (at most 50) | TransactWriteItems |
 * | reinstate                                 | org: SET status active, if suspended; audit item             | TransactWriteItems |
 * | the certificate's key                     | pk=ORG#<id> sk=ORG, CERTIFICATE only                         | GetItem            |
 * | record an opening of the certificate      | audit item                                                   | PutItem            |
 * | the audit trail, newest first             | pk=ORG#<id> begins_with(sk, AUDIT#), Limit 100               | Query              |
 *
 * Every move is conditional on the state the admin saw, so of two admins deciding the same documents, or an
 * admin and an owner sending new ones, the first wins and the other gets a 409.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  employerCheckMessages,
  type OrganisationAuditAction,
  type VerificationDecision,
} from '#shared/domain/employer-checks';
import type { OrganisationIdKind } from '#shared/domain/organisation-ids';
import { db, tableName } from '../clients/dynamodb';
import {
  employerKey,
  memberKey,
  ORGANISATION_AUDIT_PREFIX,
  organisationAuditKey,
  organisationKey,
  organisationPartition,
  PENDING_VERIFICATIONS,
  verificationQueueKeys,
  verificationQueueShape,
} from './keys';
import { type Organisation, OWNERS_ONLY, organisationOf } from './organisations';
import { type Page, queryPage } from './paging';
import { putNew, type TransactItem, transact } from './transactions';

/** The admin who decided: an account's id and e-mail. */
export interface Decider {
  ID: number;
  EMAIL: string;
}

export interface Certificate {
  /** Under documents/ in the uploads bucket (features/documents/certificates.ts). */
  key: string;
  /** The registration number's kind it was sent for. */
  kind: OrganisationIdKind;
  submittedAt: string;
}

export interface AuditEntry {
  AT: string;
  ACTION: OrganisationAuditAction;
  BY: Decider;
  REASON?: string;
}

/** The most audit entries the admin's page lists. */
export const AUDIT_SHOWN = 100;

const update = (item: Omit<NonNullable<TransactItem['Update']>, 'TableName'>): TransactItem => ({
  Update: { TableName: tableName, ...item },
});

function auditPut(organisationId: string, entry: AuditEntry): TransactItem {
  return putNew({
    ...organisationAuditKey(organisationId, entry.AT, entry.ACTION),
    entity: 'ORG_AUDIT',
    ...entry,
  });
}

/**
 * An owner sends the certificate: the documents wait for an admin (on the queue from `submittedAt`). 409 while
 * documents are pending or checked, or the organisation is suspended; 403 when the caller is no longer an owner.
 */
export async function submitCertificate(
  organisationId: string,
  ownerId: number,
  certificate: Certificate,
): Promise<void> {
  const queue = verificationQueueKeys(organisationId, certificate.submittedAt);
  await transact(
    [
      update({
        Key: organisationKey(organisationId),
        ConditionExpression:
          'attribute_exists(pk) AND #status = :active AND verification.documents IN (:none, :refused)',
        UpdateExpression:
          'SET verification.documents = :pending, verification.submittedAt = :at, CERTIFICATE = :certificate, gsi2pk = :queue, gsi2sk = :order REMOVE verification.reason',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':active': 'active',
          ':none': 'none',
          ':refused': 'refused',
          ':pending': 'pending',
          ':at': certificate.submittedAt,
          ':certificate': certificate,
          ':queue': queue.gsi2pk,
          ':order': queue.gsi2sk,
        },
      }),
      {
        ConditionCheck: {
          TableName: tableName,
          Key: memberKey(organisationId, ownerId),
          ConditionExpression: '#role = :owner',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':owner': 'owner' },
        },
      },
    ],
    { 0: employerCheckMessages.cannotSend, 1: OWNERS_ONLY },
  );
}

/** The organisations whose documents wait for an admin, oldest submission first: one Query a page. */
export async function listQueue(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<Organisation>> {
  const result = await queryPage<Record<string, unknown>>({
    index: 'gsi2',
    partition: PENDING_VERIFICATIONS,
    shape: verificationQueueShape,
    order: 'oldest',
    ...page,
  });
  return { items: result.items.map(organisationOf), cursor: result.cursor };
}

/**
 * An admin's decision on pending documents: checked (the level documentsChecked) or refused with the reason
 * the employer reads; off the queue, with its audit entry. 409 when they are no longer pending.
 */
export async function decide(
  organisationId: string,
  decision: VerificationDecision,
  reason: string | undefined,
  by: Decider,
  at: string,
): Promise<void> {
  const refused = decision === 'refuse';
  await transact(
    [
      update({
        Key: organisationKey(organisationId),
        ConditionExpression: 'attribute_exists(pk) AND verification.documents = :pending',
        UpdateExpression: refused
          ? 'SET verification.documents = :outcome, verification.reason = :reason REMOVE gsi2pk, gsi2sk'
          : 'SET verification.documents = :outcome REMOVE gsi2pk, gsi2sk, verification.reason',
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':outcome': refused ? 'refused' : 'checked',
          ...(refused ? { ':reason': reason ?? '' } : {}),
        },
      }),
      auditPut(organisationId, {
        AT: at,
        ACTION: refused ? 'refused' : 'verified',
        BY: by,
        ...(refused && reason ? { REASON: reason } : {}),
      }),
    ],
    { 0: employerCheckMessages.alreadyDecided },
  );
}

/**
 * Suspends an active organisation and, in the same transaction, ends every member's sessions (their token
 * versions bumped). A person who joins between the read of the members and this write is refused anyway: the
 * session check refuses everyone of a suspended organisation. 409 when it is suspended already.
 */
export async function suspend(
  organisationId: string,
  memberIds: readonly number[],
  reason: string,
  by: Decider,
  at: string,
): Promise<void> {
  await transact(
    [
      update({
        Key: organisationKey(organisationId),
        ConditionExpression: 'attribute_exists(pk) AND #status = :active',
        UpdateExpression: 'SET #status = :suspended, SUSPENSION = :suspension',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':active': 'active',
          ':suspended': 'suspended',
          ':suspension': { at, reason, by },
        },
      }),
      auditPut(organisationId, { AT: at, ACTION: 'suspended', BY: by, REASON: reason }),
      ...memberIds.map((id) =>
        update({
          Key: employerKey(id),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'ADD TOKEN_VERSION :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      ),
    ],
    { 0: employerCheckMessages.alreadySuspended },
  );
}

/** Lets a suspended organisation's people in again (their next sign-in); 409 when it is not suspended. */
export async function reinstate(
  organisationId: string,
  reason: string | undefined,
  by: Decider,
  at: string,
): Promise<void> {
  await transact(
    [
      update({
        Key: organisationKey(organisationId),
        ConditionExpression: 'attribute_exists(pk) AND #status = :suspended',
        UpdateExpression: 'SET #status = :active REMOVE SUSPENSION',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active', ':suspended': 'suspended' },
      }),
      auditPut(organisationId, {
        AT: at,
        ACTION: 'reinstated',
        BY: by,
        ...(reason ? { REASON: reason } : {}),
      }),
    ],
    { 0: employerCheckMessages.notSuspended },
  );
}

/** The organisation's certificate as last sent, if any. */
export async function certificateOf(organisationId: string): Promise<Certificate | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: organisationKey(organisationId),
      ProjectionExpression: 'CERTIFICATE',
      ConsistentRead: true,
    }),
  );
  return Item?.CERTIFICATE as Certificate | undefined;
}

/** The suspension in force, if any: when, why and by whom. */
export async function suspensionOf(
  organisationId: string,
): Promise<{ at: string; reason: string; by: Decider } | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: organisationKey(organisationId),
      ProjectionExpression: 'SUSPENSION',
      ConsistentRead: true,
    }),
  );
  return Item?.SUSPENSION as { at: string; reason: string; by: Decider } | undefined;
}

/** Records that an admin opened the organisation's certificate. */
export async function recordCertificateOpened(
  organisationId: string,
  by: Decider,
  at: string,
): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...organisationAuditKey(organisationId, at, 'certificateOpened'),
        entity: 'ORG_AUDIT',
        AT: at,
        ACTION: 'certificateOpened',
        BY: by,
      },
    }),
  );
}

/** The organisation's audit trail, newest first (the latest AUDIT_SHOWN). */
export async function auditTrail(organisationId: string): Promise<AuditEntry[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': organisationPartition(organisationId),
        ':prefix': ORGANISATION_AUDIT_PREFIX,
      },
      ScanIndexForward: false,
      Limit: AUDIT_SHOWN,
      ConsistentRead: true,
    }),
  );
  return Items.map(({ AT, ACTION, BY, REASON }) => ({
    AT: String(AT),
    ACTION: ACTION as OrganisationAuditAction,
    BY: { ID: Number(BY?.ID), EMAIL: String(BY?.EMAIL) },
    ...(typeof REASON === 'string' ? { REASON } : {}),
  }));
}
