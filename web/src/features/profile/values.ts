/** The profile as the page shows and edits it, and the `updateProfile` input built from the form. */
import type * as z from 'zod/mini';
import type { DocumentKind, Profile, profileUpdateSchema } from '#shared/api/worker';
import type { EducationLevel, Language } from '#shared/domain/codes';
import { districtName } from '#shared/domain/districts';
import { educationNeedsCollege } from '#shared/domain/rules';
import { isLanguage } from '#web/components/fields/PersonalFields';
import { formatDay } from '#web/lib/format';
import { type MessageId, translate } from '#web/lib/i18n';

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileFieldName = keyof ProfileUpdateInput;

/** A document in the form: the key `updateProfile` gets, and the file when it was uploaded just now. */
export interface DocumentValue {
  key: string;
  file?: File;
}

export interface ProfileValues {
  /** The name (correctable like every registered field). */
  name: string;
  /** '' until chosen; otherwise the gender code as text ('1', '0', '2'). */
  gender: string;
  dob: string;
  languages: Language[];
  cityName: string;
  education: EducationLevel | '';
  collegeName: string;
  panCard: DocumentValue;
  idCard: DocumentValue;
}

export interface DocumentSpec {
  kind: DocumentKind;
  label: MessageId;
  /** The signed link of the stored document in the profile as read. */
  location: 'PANCARD_LOCATION' | 'ID_CARD_LOCATION';
  /** The stored key, which updateProfile takes back to keep the document. */
  key: 'PANCARD_KEY' | 'ID_CARD_KEY';
  field: 'panCardLocation' | 'idCardLocation';
}

export const DOCUMENTS: readonly DocumentSpec[] = [
  {
    kind: 'panCard',
    label: 'document.panCard',
    location: 'PANCARD_LOCATION',
    key: 'PANCARD_KEY',
    field: 'panCardLocation',
  },
  {
    kind: 'idCard',
    label: 'document.idCard',
    location: 'ID_CARD_LOCATION',
    key: 'ID_CARD_KEY',
    field: 'idCardLocation',
  },
];

/** The labels of the form's fields, also used to name the server's field errors. */
export const FIELD_LABELS: Record<ProfileFieldName, MessageId> = {
  name: 'field.name',
  gender: 'field.gender',
  dob: 'field.dob',
  languages: 'field.languages',
  cityName: 'field.city',
  education: 'field.education',
  collegeName: 'field.collegeName',
  panCardLocation: 'document.panCard',
  idCardLocation: 'document.idCard',
};

/** LANGUAGES as stored ("english, hindi"): the known codes, each once, in order. */
export function parseLanguages(text: string): Language[] {
  const list = text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(isLanguage);
  return [...new Set(list)];
}

export function languagesText(text: string): string {
  return parseLanguages(text)
    .map((language) => translate(`spokenLanguage.${language}`))
    .join(', ');
}

export function genderText(code: Profile['GENDER']): string {
  return code === null ? '' : translate(`gender.${code}`);
}

export function educationText(code: Profile['EDUCATION_LEVEL']): string {
  return code ? translate(`education.${code}`) : '';
}

/** A district id as its name; `inLanguage` writes it in the screen's script (usePlaceName). */
export function cityText(id: string, inLanguage: (name: string) => string = (name) => name): string {
  const name = districtName(id);
  return name ? inLanguage(name) : name;
}

/** The YYYY-MM-DD part of a stored date, or '' when it has none. */
function isoDay(text: string): string {
  const day = text.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '';
}

/** A birth date as people read it ("17 May 2003"); the stored text if it is not a date. */
export function dateText(text: string): string {
  const day = isoDay(text);
  return day ? formatDay(day) : text;
}

export function valuesOf(profile: Profile): ProfileValues {
  return {
    name: profile.NAME,
    gender: profile.GENDER === null ? '' : String(profile.GENDER),
    dob: isoDay(profile.DOB),
    languages: parseLanguages(profile.LANGUAGES),
    cityName: profile.LOCATION,
    education: profile.EDUCATION_LEVEL,
    collegeName: profile.COLLEGE_NAME,
    panCard: { key: profile.PANCARD_KEY },
    idCard: { key: profile.ID_CARD_KEY },
  };
}

/** What the form holds, shaped as `updateProfile` takes it; the schema then checks it. */
export function toUpdateInput(values: ProfileValues): Record<ProfileFieldName, unknown> {
  return {
    name: values.name,
    gender: values.gender === '' ? undefined : Number(values.gender),
    dob: values.dob,
    languages: values.languages,
    cityName: values.cityName,
    education: values.education || undefined,
    // Sent only at a level with a college; below it the server keeps none.
    collegeName: educationNeedsCollege(values.education) ? values.collegeName : undefined,
    panCardLocation: values.panCard.key,
    idCardLocation: values.idCard.key,
  };
}
