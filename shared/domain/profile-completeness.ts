/**
 * How complete a worker's profile is (decision 581): each part that helps them be found and chosen has a
 * weight, the weights add up to 100, and what is missing is listed heaviest first, each with why it helps
 * (the browser names the part and the reason in the worker's language: `profile.completeness.<part>`).
 * A pure rule, read by the profile page and the dashboard's card alike.
 */
import type { ProfileSections } from './profile-sections';

export const COMPLETENESS_PARTS = [
  'skills',
  'details',
  'experience',
  'about',
  'availability',
  'preferences',
  'documents',
  'certificates',
  'spokenLanguages',
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

/** Each part's share of 100. */
export const COMPLETENESS_WEIGHTS: Readonly<Record<CompletenessPart, number>> = {
  skills: 20,
  details: 15,
  experience: 15,
  about: 10,
  availability: 10,
  preferences: 10,
  documents: 10,
  certificates: 5,
  spokenLanguages: 5,
};

/** What the rule reads of the profile's registered fields (getProfile's `data`). */
export interface CompletenessProfile {
  GENDER: number | null;
  DOB: string;
  LOCATION: string;
  EDUCATION_LEVEL: string;
  PANCARD_KEY: string;
  ID_CARD_KEY: string;
}

export interface Completeness {
  /** 0 to 100, a whole number. */
  percent: number;
  /** The parts not yet there, heaviest first (in COMPLETENESS_PARTS order on a tie). */
  missing: CompletenessPart[];
}

/** Whether each part is there. */
function filled(profile: CompletenessProfile, sections: ProfileSections): Record<CompletenessPart, boolean> {
  return {
    skills: sections.skills.length > 0,
    details:
      profile.GENDER !== null &&
      profile.DOB !== '' &&
      profile.LOCATION !== '' &&
      profile.EDUCATION_LEVEL !== '',
    experience: sections.experience.length > 0,
    about: sections.about.trim() !== '',
    // Hours alone or days alone say too little to match a job's hours.
    availability: sections.availability.hoursPerWeek > 0 && sections.availability.days.length > 0,
    preferences: sections.preferences.jobTypes.length > 0 || sections.preferences.places.length > 0,
    documents: profile.PANCARD_KEY !== '' || profile.ID_CARD_KEY !== '',
    certificates: sections.certificates.length > 0,
    spokenLanguages: sections.spokenLanguages.length > 0,
  };
}

export function profileCompleteness(profile: CompletenessProfile, sections: ProfileSections): Completeness {
  const there = filled(profile, sections);
  let percent = 0;
  const missing: CompletenessPart[] = [];
  for (const part of COMPLETENESS_PARTS) {
    if (there[part]) percent += COMPLETENESS_WEIGHTS[part];
    else missing.push(part);
  }
  // Stable: ties keep COMPLETENESS_PARTS order.
  missing.sort((a, b) => COMPLETENESS_WEIGHTS[b] - COMPLETENESS_WEIGHTS[a]);
  return { percent, missing };
}
