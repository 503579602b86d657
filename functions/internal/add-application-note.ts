/**
 * HR or OPS (any job) or the job's employer's people (the hiring scope, lib/auth/hiring.ts) add a note to an
 * application, with its author (name, e-mail and kind as the account has them now, an employer's person's
 * organisation) and time, kept on the application (db/application-notes.ts). 404 for an unknown
 * application; 409 when it already holds the most notes it can. The worker is not told: notes are the reviewers',
 * though the worker's data export carries them (they are personal data about the worker).
 */

import { hiringScope } from '#lib/auth/hiring';
import * as notes from '#lib/db/application-notes';
import { endpoint } from '#lib/http/endpoint';
import { addApplicationNote } from '#shared/api/internal';

export const handler = endpoint(
  addApplicationNote,
  async ({ id, userId, text }, { hiring: { hirer } }) => {
    const note: notes.StoredNote = {
      TEXT: text,
      AT: new Date().toISOString(),
      BY_ID: hirer.ID,
      BY_NAME: hirer.NAME,
      BY_EMAIL: hirer.EMAIL,
      BY_TYPE: hirer.TYPE,
      ...(hirer.ORG_ID ? { BY_ORG_ID: hirer.ORG_ID, BY_ORG_NAME: hirer.ORG_NAME ?? '' } : {}),
    };
    const all = await notes.add(userId, id, note);
    return { success: true, NOTE: note, NOTES: notes.newestFirst(all) };
  },
  hiringScope,
);
