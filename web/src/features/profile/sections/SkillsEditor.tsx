import { Button, Checkbox, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  MAX_OWN_SKILLS,
  MAX_PROFILE_SKILLS,
  OWN_SKILL_MAX_LENGTH,
  type ProfileSkill,
  SKILL_LEVELS,
  type SkillLevel,
} from '#shared/domain/profile-sections';
import { SKILL_CODES, skillLabel } from '#shared/domain/skills';
import { useLanguage, useT } from '#web/lib/i18n';
import type { PartProps } from './editor-parts';
import { skillName } from './format';
import { PartFieldset } from './PartFieldset';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
  },
  row: {
    listStyleType: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  level: { minWidth: '150px' },
  add: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  addInput: { flex: '1 1 200px' },
});

/**
 * The skills: the job form's list (named in the worker's language) to tick, each ticked one with its level,
 * and up to MAX_OWN_SKILLS of the worker's own; no more than MAX_PROFILE_SKILLS in all.
 */
export function SkillsEditor({ value, onChange, error, disabled }: PartProps<ProfileSkill[]>) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const [own, setOwn] = useState('');
  const full = value.length >= MAX_PROFILE_SKILLS;
  const ownSkills = value.filter((skill) => skill.name !== undefined);
  const typed = own.trim();
  const canAdd =
    typed !== '' &&
    !full &&
    ownSkills.length < MAX_OWN_SKILLS &&
    !ownSkills.some((skill) => skill.name?.toLowerCase() === typed.toLowerCase());

  const setLevel = (index: number, level: SkillLevel) =>
    onChange(value.map((skill, at) => (at === index ? { ...skill, level } : skill)));

  const levelSelect = (skill: ProfileSkill, index: number) => (
    <Select
      className={styles.level}
      aria-label={t('sections.level', { skill: skillName(skill, language) })}
      value={skill.level}
      disabled={disabled}
      onChange={(_event, data) => setLevel(index, data.value as SkillLevel)}
    >
      {SKILL_LEVELS.map((level) => (
        <option key={level} value={level}>
          {t(`level.${level}`)}
        </option>
      ))}
    </Select>
  );

  return (
    <PartFieldset
      legend={t('sections.skills')}
      hint={t('sections.skillsHint', { max: MAX_PROFILE_SKILLS, own: MAX_OWN_SKILLS })}
      error={error('skills', true)}
    >
      <ul className={styles.list}>
        {SKILL_CODES.map((code) => {
          const index = value.findIndex((skill) => skill.code === code);
          const chosen = index >= 0 ? value[index] : undefined;
          return (
            <li key={code} className={styles.row}>
              <Checkbox
                label={skillLabel(code, language)}
                checked={chosen !== undefined}
                disabled={disabled || (chosen === undefined && full)}
                onChange={(_event, data) =>
                  onChange(
                    data.checked
                      ? [...value, { code, level: 'beginner' }]
                      : value.filter((skill) => skill.code !== code),
                  )
                }
              />
              {chosen ? levelSelect(chosen, index) : null}
            </li>
          );
        })}
        {value.map((skill, index) =>
          skill.name === undefined ? null : (
            <li key={`own-${skill.name}`} className={styles.row}>
              <span>{skill.name}</span>
              {levelSelect(skill, index)}
              <Button
                disabled={disabled}
                onClick={() => onChange(value.filter((_skill, at) => at !== index))}
              >
                {t('sections.remove', { name: skill.name })}
              </Button>
            </li>
          ),
        )}
      </ul>
      <div className={styles.add}>
        <Field className={styles.addInput} label={t('sections.ownSkill')}>
          <Input
            value={own}
            maxLength={OWN_SKILL_MAX_LENGTH}
            disabled={disabled || full || ownSkills.length >= MAX_OWN_SKILLS}
            onChange={(_event, data) => setOwn(data.value)}
          />
        </Field>
        <Button
          disabled={disabled || !canAdd}
          onClick={() => {
            onChange([...value, { name: typed, level: 'beginner' }]);
            setOwn('');
          }}
        >
          {t('sections.addSkill')}
        </Button>
      </div>
    </PartFieldset>
  );
}
