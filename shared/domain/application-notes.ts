/**
 * Staff notes on an application: the rules the server and the browser share. A note is plain
 * text of 1 to NOTE_TEXT_MAX characters (several lines allowed, no markup or hidden characters); an application
 * holds at most NOTES_PER_APPLICATION of them, so its item stays well inside DynamoDB's 400 KB.
 */
import * as z from 'zod/mini';
import { plainText } from './rules';

export const NOTE_TEXT_MAX = 1000;
export const NOTES_PER_APPLICATION = 50;

export const noteMessages = {
  text: `Write a note of 1 to ${NOTE_TEXT_MAX} characters.`,
  full: `This application already has ${NOTES_PER_APPLICATION} notes, the most it can hold.`,
} as const;

export const noteTextSchema = z
  .string({ error: noteMessages.text })
  .check(
    z.trim(),
    z.minLength(1, { error: noteMessages.text }),
    z.maxLength(NOTE_TEXT_MAX, { error: noteMessages.text }),
    ...plainText('Note', { multiLine: true }),
  );
