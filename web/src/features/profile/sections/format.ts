/** How the sections read in the worker's language: a skill's name, a month, an entry's dates. */
import type { ProfileExperience, ProfileSkill } from '#shared/domain/profile-sections';
import { skillLabel } from '#shared/domain/skills';
import { INTL_LOCALES, type Language, type Translate } from '#web/lib/i18n';

/** A listed skill by its name in `language`; the worker's own as they typed it. */
export function skillName(skill: ProfileSkill, language: Language): string {
  return skill.code ? skillLabel(skill.code, language) : (skill.name ?? '');
}

/** `2025-04` as 'Apr 2025' (अप्रैल 2025, ఏప్రి 2025). */
export function monthText(month: string, language: Language): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** 'Apr 2025 – now', 'Jan 2024 – Mar 2024'. */
export function datesText(entry: ProfileExperience, language: Language, t: Translate): string {
  const to = entry.to === '' ? t('sections.now') : monthText(entry.to, language);
  return `${monthText(entry.from, language)} – ${to}`;
}
