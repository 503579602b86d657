/**
 * The parts of the profile that present the worker (shared/domain/profile-sections.ts, decision 580): saved
 * on their own, beside the spec's profile fields, and read with them by getProfile (its `sections`).
 */
import * as z from 'zod/mini';
import { profileSectionsSchema } from '../domain/profile-sections';
import { successOutput } from './common';
import { defineEndpoint } from './contract';

export const updateProfileSections = defineEndpoint({
  name: 'updateProfileSections',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "Save the signed-in worker's skills, work and projects, certificates, availability, preferences, about me and languages spoken (all of them, replacing what was saved).",
  input: profileSectionsSchema,
  output: successOutput,
});

/** The sections as read: what was saved, or every part empty. */
export const profileSections = z.object(profileSectionsSchema.def.shape);
