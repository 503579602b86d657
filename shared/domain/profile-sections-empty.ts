/**
 * The sections of a profile with nothing entered, apart from profile-sections.ts so that a handler that reads
 * stored sections (applyJob, the recommendations) does not carry the sections' schemas and the district list
 * they check places against.
 */
import type { ProfileSections } from './profile-sections';

/** A profile with none of its sections filled: what a worker who never saved them has. */
export const EMPTY_SECTIONS: ProfileSections = {
  skills: [],
  experience: [],
  certificates: [],
  availability: { hoursPerWeek: 0, days: [], from: '' },
  preferences: { jobTypes: [], places: [] },
  about: '',
  spokenLanguages: [],
};
