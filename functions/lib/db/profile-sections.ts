/**
 * The parts of the worker's profile that present them (shared/domain/profile-sections.ts, decision 580): one
 * item beside the account, not on it, as the account is read on every request and these may run to a few
 * kilobytes. In the partition, so it is in the worker's export and goes with the account's erasure.
 *
 * | pattern                     | key                                | operation            |
 * |-----------------------------|------------------------------------|----------------------|
 * | the sections                | pk=USER#<id> sk=PROFILE_SECTIONS   | GetItem              |
 * | save (replace them all)     | pk=USER#<id> sk=PROFILE_SECTIONS   | PutItem              |
 *
 * Attributes: SKILLS, EXPERIENCE, CERTIFICATES, AVAILABILITY, PREFERENCES, ABOUT, SPOKEN_LANGUAGES (each as
 * the contract has it, camelCase inside) and SECTIONS_SAVED_AT.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProfileSections } from '#shared/domain/profile-sections';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections-empty';
import { db, tableName } from '../clients/dynamodb';
import { batchGet } from './batch-get';
import { profileSectionsKey } from './privacy-keys';

interface StoredSections {
  SKILLS?: ProfileSections['skills'];
  EXPERIENCE?: ProfileSections['experience'];
  CERTIFICATES?: ProfileSections['certificates'];
  AVAILABILITY?: ProfileSections['availability'];
  PREFERENCES?: ProfileSections['preferences'];
  ABOUT?: string;
  SPOKEN_LANGUAGES?: string[];
  SECTIONS_SAVED_AT?: string;
}

/** The worker's sections (a part missing from the item read as empty), or undefined when none were saved. */
export async function get(userId: number): Promise<ProfileSections | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: profileSectionsKey(userId), ConsistentRead: true }),
  );
  return Item ? read(Item as StoredSections) : undefined;
}

/** The sections of each of `userIds` who saved them (BatchGetItem, 100 keys a call): a page of applicants. */
export async function getMany(userIds: readonly number[]): Promise<Map<number, ProfileSections>> {
  const distinct = [...new Set(userIds)];
  const chunks = Array.from({ length: Math.ceil(distinct.length / 100) }, (_, i) =>
    distinct.slice(i * 100, i * 100 + 100),
  );
  const found = await Promise.all(
    chunks.map((chunk) => batchGet<StoredSections & { pk: string }>(chunk.map(profileSectionsKey))),
  );
  return new Map(found.flat().map((item) => [Number(item.pk.slice('USER#'.length)), read(item)]));
}

function read(stored: StoredSections): ProfileSections {
  return {
    skills: stored.SKILLS ?? EMPTY_SECTIONS.skills,
    experience: stored.EXPERIENCE ?? EMPTY_SECTIONS.experience,
    certificates: stored.CERTIFICATES ?? EMPTY_SECTIONS.certificates,
    availability: stored.AVAILABILITY ?? EMPTY_SECTIONS.availability,
    preferences: stored.PREFERENCES ?? EMPTY_SECTIONS.preferences,
    about: stored.ABOUT ?? '',
    spokenLanguages: stored.SPOKEN_LANGUAGES ?? EMPTY_SECTIONS.spokenLanguages,
  };
}

/** Replaces the worker's sections with `sections`. */
export async function put(userId: number, sections: ProfileSections, savedAt: string): Promise<void> {
  const item: StoredSections = {
    SKILLS: sections.skills,
    EXPERIENCE: sections.experience,
    CERTIFICATES: sections.certificates,
    AVAILABILITY: sections.availability,
    PREFERENCES: sections.preferences,
    ABOUT: sections.about,
    SPOKEN_LANGUAGES: sections.spokenLanguages,
    SECTIONS_SAVED_AT: savedAt,
  };
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...profileSectionsKey(userId), entity: 'PROFILE_SECTIONS', ...item },
    }),
  );
}
