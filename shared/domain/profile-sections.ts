/**
 * The parts of a worker's profile that present them to an employer (issue 38, decision 580): skills from the
 * job form's list (shared/domain/skills.ts) and a few of their own, each with a self-rated level; work and
 * projects; certificates; when they can work; the jobs and places they want; a short "about me"; the
 * languages they speak beside the three of the profile. Read by the server (updateProfileSections, the
 * applicant panel) and the browser (the editor, the meter, the printable resume) alike.
 *
 * Free text may be typed in any script (Latin, Devanagari, Telugu) and goes through `plainText`, as every
 * other free text does; months are `YYYY-MM`, the available-from day `YYYY-MM-DD`.
 */
import * as z from 'zod/mini';
import { isDistrictId } from './districts';
import { JOB_TYPES } from './job-codes';
import { SKILL_CODES } from './skills';
import { plainText } from './text-rules';

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** At most this many skills in all, of which at most MAX_OWN_SKILLS are the worker's own words. */
export const MAX_PROFILE_SKILLS = 15;
export const MAX_OWN_SKILLS = 5;
export const OWN_SKILL_MAX_LENGTH = 40;
/** Work and projects together. */
export const MAX_EXPERIENCE = 10;
export const EXPERIENCE_KINDS = ['work', 'project'] as const;
export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];
export const EXPERIENCE_TITLE_MAX_LENGTH = 100;
export const ORGANISATION_MAX_LENGTH = 100;
export const EXPERIENCE_TEXT_MAX_LENGTH = 500;
export const LINK_MAX_LENGTH = 300;
export const MAX_CERTIFICATES = 10;
export const CERTIFICATE_TEXT_MAX_LENGTH = 100;
export const ABOUT_MAX_LENGTH = 300;
export const MAX_PLACES = 5;
export const MAX_SPOKEN_LANGUAGES = 8;
export const SPOKEN_LANGUAGE_MAX_LENGTH = 30;
export const MAX_HOURS_A_WEEK = 70;
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const MONTH = /^(19[5-9][0-9]|20[0-9]{2})-(0[1-9]|1[0-2])$/;
const DAY = /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const HTTPS_LINK = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/;

/** A free text of `label`, trimmed, at most `max` characters; `min` 1 makes it required. */
function freeText(label: string, max: number, min = 0, multiLine = false) {
  return z
    .string({ error: `${label} must be text` })
    .check(
      z.trim(),
      ...(min > 0 ? [z.minLength(min, { error: `Please enter the ${label.toLowerCase()}` })] : []),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
      ...plainText(label, { multiLine }),
    );
}

const unique = <T>(message: string) =>
  z.refine<T[]>((list) => new Set(list).size === list.length, { error: message });

export const skillSchema = z
  .strictObject({
    /** One of the job form's skills, or absent for the worker's own (`name`). */
    code: z.optional(z.enum(SKILL_CODES, { error: 'skill must be one of the listed skills' })),
    name: z.optional(freeText('Skill', OWN_SKILL_MAX_LENGTH, 1)),
    level: z.enum(SKILL_LEVELS, { error: 'level must be beginner, intermediate or advanced' }),
  })
  .check(
    z.refine((skill) => (skill.code === undefined) !== (skill.name === undefined), {
      error: 'A skill is either one of the list (code) or your own (name), not both',
    }),
  );
export type ProfileSkill = z.infer<typeof skillSchema>;

const monthSchema = z
  .string({ error: 'must be a month (YYYY-MM)' })
  .check(z.regex(MONTH, { error: 'must be a month (YYYY-MM)' }));

export const experienceSchema = z
  .strictObject({
    kind: z.enum(EXPERIENCE_KINDS, { error: 'kind must be work or project' }),
    title: freeText('Title', EXPERIENCE_TITLE_MAX_LENGTH, 1),
    organisation: freeText('Organisation', ORGANISATION_MAX_LENGTH),
    from: monthSchema,
    /** '' while it goes on. */
    to: z.union([monthSchema, z.literal('')], { error: 'must be a month (YYYY-MM) or empty' }),
    description: freeText('What you did', EXPERIENCE_TEXT_MAX_LENGTH, 0, true),
    /** '' or an https link (a project's page, a portfolio). */
    link: z.string({ error: 'Link must be an https:// link' }).check(
      z.trim(),
      z.maxLength(LINK_MAX_LENGTH, { error: `Link must be at most ${LINK_MAX_LENGTH} characters` }),
      z.refine((value) => value === '' || HTTPS_LINK.test(value), {
        error: 'Link must be an https:// link',
      }),
      ...plainText('Link'),
    ),
  })
  .check(
    z.refine((entry) => entry.to === '' || entry.to >= entry.from, {
      error: 'The end month must not be before the start month',
      path: ['to'],
    }),
  );
export type ProfileExperience = z.infer<typeof experienceSchema>;

export const certificateSchema = z.strictObject({
  name: freeText('Certificate name', CERTIFICATE_TEXT_MAX_LENGTH, 1),
  issuer: freeText('Issuer', CERTIFICATE_TEXT_MAX_LENGTH),
  year: z
    .int({ error: 'year must be a year between 1950 and 2100' })
    .check(
      z.minimum(1950, { error: 'year must be a year between 1950 and 2100' }),
      z.maximum(2100, { error: 'year must be a year between 1950 and 2100' }),
    ),
});
export type ProfileCertificate = z.infer<typeof certificateSchema>;

export const availabilitySchema = z.strictObject({
  /** 0: not said. */
  hoursPerWeek: z.int({ error: `hoursPerWeek must be a whole number from 0 to ${MAX_HOURS_A_WEEK}` }).check(
    z.minimum(0, { error: `hoursPerWeek must be a whole number from 0 to ${MAX_HOURS_A_WEEK}` }),
    z.maximum(MAX_HOURS_A_WEEK, {
      error: `hoursPerWeek must be a whole number from 0 to ${MAX_HOURS_A_WEEK}`,
    }),
  ),
  days: z
    .array(z.enum(WEEK_DAYS, { error: 'days must be days of the week (mon to sun)' }))
    .check(z.maxLength(WEEK_DAYS.length), unique('Each day may be chosen once')),
  /** '' or the first day they can start. */
  from: z.string({ error: 'from must be a date (YYYY-MM-DD) or empty' }).check(
    z.refine((value) => value === '' || DAY.test(value), {
      error: 'from must be a date (YYYY-MM-DD) or empty',
    }),
  ),
});
export type ProfileAvailability = z.infer<typeof availabilitySchema>;

export const preferencesSchema = z.strictObject({
  jobTypes: z
    .array(z.enum(JOB_TYPES, { error: 'jobTypes must be INTERNSHIP, JOB or GIG' }))
    .check(z.maxLength(JOB_TYPES.length), unique('Each job type may be chosen once')),
  /** District ids (shared/domain/districts.ts). */
  places: z
    .array(
      z
        .string({ error: 'places must be districts from the list' })
        .check(z.refine(isDistrictId, { error: 'places must be districts from the list' })),
    )
    .check(
      z.maxLength(MAX_PLACES, { error: `Choose at most ${MAX_PLACES} places` }),
      unique('Each place may be chosen once'),
    ),
});
export type ProfilePreferences = z.infer<typeof preferencesSchema>;

export const profileSectionsSchema = z.strictObject({
  skills: z.array(skillSchema).check(
    z.maxLength(MAX_PROFILE_SKILLS, { error: `Choose at most ${MAX_PROFILE_SKILLS} skills` }),
    z.refine((skills) => skills.filter((skill) => skill.name !== undefined).length <= MAX_OWN_SKILLS, {
      error: `Add at most ${MAX_OWN_SKILLS} skills of your own`,
    }),
    z.refine(
      (skills) => {
        const keys = skills.map((skill) => skill.code ?? `own:${skill.name?.toLowerCase()}`);
        return new Set(keys).size === keys.length;
      },
      { error: 'Each skill may be added once' },
    ),
  ),
  experience: z
    .array(experienceSchema)
    .check(z.maxLength(MAX_EXPERIENCE, { error: `Add at most ${MAX_EXPERIENCE} work or projects` })),
  certificates: z
    .array(certificateSchema)
    .check(z.maxLength(MAX_CERTIFICATES, { error: `Add at most ${MAX_CERTIFICATES} certificates` })),
  availability: availabilitySchema,
  preferences: preferencesSchema,
  about: freeText('About me', ABOUT_MAX_LENGTH, 0, true),
  spokenLanguages: z
    .array(freeText('Language', SPOKEN_LANGUAGE_MAX_LENGTH, 1))
    .check(z.maxLength(MAX_SPOKEN_LANGUAGES, { error: `Add at most ${MAX_SPOKEN_LANGUAGES} languages` })),
});
export type ProfileSections = z.infer<typeof profileSectionsSchema>;

export { EMPTY_SECTIONS } from './profile-sections-empty';
