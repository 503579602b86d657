/**
 * HR or OPS adds a note to an application: staff-only, with its author (name, e-mail and role
 * as the account has them now) and time, kept on the application (db/application-notes.ts). 404 for an unknown
 * application; 409 when it already holds the most notes it can. The worker is not told: notes are the staff's,
 * though the worker's data export carries them (they are personal data about the worker).
 */
import * as notes from '#lib/db/application-notes';
import { Forbidden } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { addApplicationNote } from '#shared/api/internal';

export const handler = endpoint(addApplicationNote, async ({ id, userId, text }, { account }) => {
  // The session check let only HR and OPS in.
  const { TYPE } = account;
  if (TYPE === 'admin') throw new Forbidden();
  const note: notes.StoredNote = {
    TEXT: text,
    AT: new Date().toISOString(),
    BY_ID: account.ID,
    BY_NAME: account.NAME,
    BY_EMAIL: account.EMAIL,
    BY_TYPE: TYPE,
  };
  const all = await notes.add(userId, id, note);
  return { success: true, NOTE: note, NOTES: notes.newestFirst(all) };
});
