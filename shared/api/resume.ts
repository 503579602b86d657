/**
 * A worker's PDF resume (issue 38, decision 571): uploaded like a document (`createDocumentUpload` with
 * `document: 'resume'`, a PDF of at most 2 MB), then kept, replaced or deleted with `saveResume`. The worker sees
 * it on the profile (`getProfile`'s RESUME); hiring staff and the job's employer open it only through an
 * application (`getApplicationDetails`' DOCUMENTS), each open on the worker's record.
 */
import * as z from 'zod/mini';
import { plainText } from '../domain/text-rules';
import { successOutput } from './common';
import { defineEndpoint } from './contract';

export const RESUME_FILE_NAME_MAX_LENGTH = 120;

/** The kept resume as the worker's profile shows it: the file's name, when it was saved, a short-lived link. */
export const storedResume = z.object({
  NAME: z.string(),
  UPLOADED_AT: z.string(),
  LINK: z.string(),
});
export type StoredResume = z.infer<typeof storedResume>;

const keyMessage = 'key must be the key of the uploaded PDF, or empty to delete the resume';
const nameMessage = `fileName must be the file's name, at most ${RESUME_FILE_NAME_MAX_LENGTH} characters`;

export const saveResume = defineEndpoint({
  name: 'saveResume',
  uses: { table: 'readWrite', uploads: 'keepDocuments' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    'Keep the PDF resume uploaded with createDocumentUpload (checked by its first bytes; it replaces the one before), or delete it with an empty key. 400 for a file that is not a PDF.',
  input: z.strictObject({
    key: z.string({ error: keyMessage }).check(z.maxLength(512, { error: keyMessage })),
    fileName: z.optional(
      z
        .string({ error: nameMessage })
        .check(
          z.trim(),
          z.maxLength(RESUME_FILE_NAME_MAX_LENGTH, { error: nameMessage }),
          ...plainText('fileName'),
        ),
    ),
  }),
  output: successOutput,
});
