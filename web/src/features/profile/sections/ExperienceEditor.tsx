import { Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import {
  EXPERIENCE_TEXT_MAX_LENGTH,
  EXPERIENCE_TITLE_MAX_LENGTH,
  type ExperienceKind,
  LINK_MAX_LENGTH,
  MAX_EXPERIENCE,
  ORGANISATION_MAX_LENGTH,
  type ProfileExperience,
} from '#shared/domain/profile-sections';
import { useT } from '#web/lib/i18n';
import type { PartProps } from './editor-parts';
import { PartFieldset } from './PartFieldset';

const useStyles = makeStyles({
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0 },
  entry: {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
  },
  wide: { '@media (min-width: 768px)': { gridColumn: '1 / -1' } },
  kind: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const blank = (kind: ExperienceKind): ProfileExperience => ({
  kind,
  title: '',
  organisation: '',
  from: '',
  to: '',
  description: '',
  link: '',
});

/** Work and projects: up to MAX_EXPERIENCE entries, each with its title, where, when, what and a link. */
export function ExperienceEditor({ value, onChange, error, disabled }: PartProps<ProfileExperience[]>) {
  const styles = useStyles();
  const t = useT();
  const set = (index: number, change: Partial<ProfileExperience>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const full = value.length >= MAX_EXPERIENCE;

  return (
    <PartFieldset legend={t('sections.experience')} error={error('experience')}>
      <ol className={styles.entries}>
        {value.map((entry, index) => {
          const at = (field: keyof ProfileExperience) => error(`experience.${index}.${field}`);
          const name = entry.title || t(`sections.kind.${entry.kind}`);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; removing one re-renders the rest
            <li key={index} className={styles.entry}>
              <p className={`${styles.kind} ${styles.wide}`}>{t(`sections.kind.${entry.kind}`)}</p>
              <Field label={t('sections.entryTitle')} required validationMessage={at('title')}>
                <Input
                  value={entry.title}
                  maxLength={EXPERIENCE_TITLE_MAX_LENGTH}
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { title: data.value })}
                />
              </Field>
              <Field label={t('sections.organisation')} validationMessage={at('organisation')}>
                <Input
                  value={entry.organisation}
                  maxLength={ORGANISATION_MAX_LENGTH}
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { organisation: data.value })}
                />
              </Field>
              <Field label={t('sections.from')} required validationMessage={at('from')}>
                <Input
                  type="month"
                  value={entry.from}
                  placeholder="2025-04"
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { from: data.value })}
                />
              </Field>
              <Field label={t('sections.to')} hint={t('sections.toHint')} validationMessage={at('to')}>
                <Input
                  type="month"
                  value={entry.to}
                  placeholder="2025-09"
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { to: data.value })}
                />
              </Field>
              <Field
                className={styles.wide}
                label={t('sections.description', { max: EXPERIENCE_TEXT_MAX_LENGTH })}
                validationMessage={at('description')}
              >
                <Textarea
                  value={entry.description}
                  maxLength={EXPERIENCE_TEXT_MAX_LENGTH}
                  resize="vertical"
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { description: data.value })}
                />
              </Field>
              <Field className={styles.wide} label={t('sections.link')} validationMessage={at('link')}>
                <Input
                  type="url"
                  inputMode="url"
                  value={entry.link}
                  maxLength={LINK_MAX_LENGTH}
                  disabled={disabled}
                  onChange={(_event, data) => set(index, { link: data.value })}
                />
              </Field>
              <div className={styles.wide}>
                <Button
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_entry, other) => other !== index))}
                >
                  {t('sections.remove', { name })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <Button disabled={disabled || full} onClick={() => onChange([...value, blank('work')])}>
          {t('sections.addWork')}
        </Button>
        <Button disabled={disabled || full} onClick={() => onChange([...value, blank('project')])}>
          {t('sections.addProject')}
        </Button>
      </div>
    </PartFieldset>
  );
}
