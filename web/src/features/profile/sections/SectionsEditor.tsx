import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  ABOUT_MAX_LENGTH,
  type ProfileSections,
  profileSectionsSchema,
} from '#shared/domain/profile-sections';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { SubmitProblem } from '#web/components/SubmitProblem';
import { type MessageId, useT } from '#web/lib/i18n';
import { useSubmit } from '#web/lib/use-submit';
import { useUpdateProfileSections } from '../api/update-profile-sections';
import { ExperienceEditor } from './ExperienceEditor';
import { sectionsMessage } from './editor-parts';
import {
  AvailabilityEditor,
  CertificatesEditor,
  PreferencesEditor,
  SpokenLanguagesEditor,
} from './OtherParts';
import { SkillsEditor } from './SkillsEditor';

const useStyles = makeStyles({
  form: { position: 'relative', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  action: { minWidth: '120px' },
});

/** A refused field of the server's 400 by the part it is in (`experience.2.link` -> Work and projects). */
const PART_LABELS: Record<string, MessageId> = {
  skills: 'sections.skills',
  experience: 'sections.experience',
  certificates: 'sections.certificates',
  availability: 'sections.availability',
  preferences: 'sections.preferences',
  about: 'sections.about',
  spokenLanguages: 'sections.spokenLanguages',
};

interface SectionsEditorProps {
  sections: ProfileSections;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Edit mode of the skills and experience: every part at once, checked with the server's schema as it is
 * typed (errors show once Save was tried); Save sends them all (updateProfileSections).
 */
export function SectionsEditor({ sections, onSaved, onCancel }: SectionsEditorProps) {
  const styles = useStyles();
  const t = useT();
  const save = useUpdateProfileSections();
  const [draft, setDraft] = useState<ProfileSections>(sections);
  const [tried, setTried] = useState(false);
  const { busy, problem, submit } = useSubmit({ onAttempt: () => setTried(true) });
  const result = profileSectionsSchema.safeParse(draft);
  const issues = result.success ? [] : result.error.issues;
  const error = (path: string, under = false) => {
    if (!tried) return undefined;
    const issue = issues.find((candidate) => {
      const at = candidate.path.map(String).join('.');
      return at === path || (under && at.startsWith(`${path}.`));
    });
    return issue ? sectionsMessage(issue.message, t) : undefined;
  };
  const part = <K extends keyof ProfileSections>(key: K) => ({
    value: draft[key],
    onChange: (value: ProfileSections[K]) => setDraft((current) => ({ ...current, [key]: value })),
    error,
    disabled: busy,
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('sections.title')}
      onSubmit={(event) =>
        submit(
          event,
          result.success &&
            (async () => {
              await save(result.data);
              onSaved();
            }),
        )
      }
    >
      <Field
        label={t('sections.about')}
        hint={t('sections.aboutHint', { max: ABOUT_MAX_LENGTH })}
        validationMessage={error('about')}
      >
        <Textarea
          value={draft.about}
          maxLength={ABOUT_MAX_LENGTH}
          resize="vertical"
          disabled={busy}
          onChange={(_event, data) => setDraft((current) => ({ ...current, about: data.value }))}
        />
      </Field>
      <SkillsEditor {...part('skills')} />
      <ExperienceEditor {...part('experience')} />
      <CertificatesEditor {...part('certificates')} />
      <AvailabilityEditor {...part('availability')} />
      <PreferencesEditor {...part('preferences')} />
      <SpokenLanguagesEditor {...part('spokenLanguages')} />
      {problem ? (
        <SubmitProblem
          title={t('sections.notSaved')}
          problem={problem}
          labelOf={(field) => {
            const id = PART_LABELS[field.split('.')[0] ?? ''];
            return id ? t(id) : field;
          }}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" size="large" className={styles.action} disabled={busy}>
          {t('common.save')}
        </Button>
        <Button size="large" className={styles.action} disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
      {busy ? <BusyOverlay label={t('common.saving')} /> : null}
    </form>
  );
}
