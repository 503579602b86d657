/**
 * Staff notes on an application: a list on the application item itself, beside its REVIEWS,
 * so they live in the worker's partition (`USER#<id>`): the worker's data export carries them with the
 * application and erasure deletes them with it (docs/decisions.md, 175).
 *
 * | pattern                          | key / index                                              | operation  |
 * |----------------------------------|----------------------------------------------------------|------------|
 * | add a note (HR/OPS)              | pk=USER#<userId> sk=APPLICATION#<jobId>: NOTES appended, | UpdateItem |
 * |                                  | if the application exists, is not withdrawn and has room |            |
 * |                                  | for one more                                             |            |
 * | the notes of an application      | read with the application (GetItem, the worker's list)   | -          |
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NOTES_PER_APPLICATION, noteMessages } from '#shared/domain/application-notes';
import { type ReviewerType, WITHDRAWN_STATUS } from '#shared/domain/codes';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound } from '../errors';
import { applicationKey } from './keys';
import { isConditionFailure } from './transactions';

/** One note as the application's NOTES list keeps it, oldest first. */
export interface StoredNote {
  TEXT: string;
  AT: string;
  BY_ID: number;
  BY_NAME: string;
  BY_EMAIL: string;
  BY_TYPE: ReviewerType;
  /** A note by an employer's person: their organisation, and its name then. */
  BY_ORG_ID?: string;
  BY_ORG_NAME?: string;
}

/** The notes of an application, newest first (as every screen lists them). */
export function newestFirst(notes: readonly StoredNote[] | undefined): StoredNote[] {
  return [...(notes ?? [])].reverse();
}

/**
 * Appends `note` to the application's notes. 404 when there is no such application or the worker withdrew it
 * (it has left the pipeline, so staff no longer work on it); 409 when it already holds NOTES_PER_APPLICATION.
 * Answers every note of the application, oldest first.
 */
export async function add(userId: number, jobId: number, note: StoredNote): Promise<StoredNote[]> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(userId, jobId),
        ConditionExpression:
          'attribute_exists(pk) AND #status <> :withdrawn AND (attribute_not_exists(NOTES) OR size(NOTES) < :most)',
        UpdateExpression: 'SET NOTES = list_append(if_not_exists(NOTES, :none), :note)',
        ExpressionAttributeNames: { '#status': 'STATUS' },
        ExpressionAttributeValues: {
          ':most': NOTES_PER_APPLICATION,
          ':withdrawn': WITHDRAWN_STATUS.code,
          ':none': [],
          ':note': [note],
        },
        ReturnValues: 'UPDATED_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return (Attributes?.NOTES as StoredNote[] | undefined) ?? [note];
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
    // The item as DynamoDB wrote it (the document client does not convert errors), when there was one:
    // withdrawn or a full list; else no application.
    const old = (error as { Item?: Record<string, AttributeValue> }).Item;
    if (old && old.STATUS?.S !== WITHDRAWN_STATUS.code) throw new Conflict(noteMessages.full);
    throw new NotFound('There is no such application.');
  }
}
