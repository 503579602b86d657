import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  type CardTexts,
  hasTranslation,
  type JobTranslations,
  jobInLanguage,
  type ShownIn,
} from '#shared/domain/job-texts';
import { useLanguage, useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  // A text button: 44 px tall at least, as every tap target of the worker's screens.
  toggle: { minHeight: '44px', paddingInline: tokens.spacingHorizontalS },
});

type Translatable = { TRANSLATIONS?: JobTranslations<CardTexts> | undefined };

/** A job as the worker reads it: in the site's language where it has the texts, in English on request. */
export interface JobInWorkerLanguage<T> {
  job: T;
  shownIn: ShownIn;
  /** The job has texts in the site's language: the switch to English (and back) is offered. */
  translated: boolean;
  english: boolean;
  toggle: () => void;
  /** `en` on what shows English texts in a Hindi or Telugu page (screen readers switch voice); else undefined. */
  lang: string | undefined;
}

/** The job in the worker's site language, with "Show in English" state of its own. */
export function useJobInWorkerLanguage<T extends Translatable>(job: T): JobInWorkerLanguage<T> {
  const language = useLanguage();
  const [english, setEnglish] = useState(false);
  const { job: shown, shownIn } = jobInLanguage(job, language, english);
  return {
    job: shown,
    shownIn,
    translated: hasTranslation(job, language),
    english,
    toggle: () => setEnglish((value) => !value),
    lang: language !== 'en' && shownIn.language === 'en' ? 'en' : undefined,
  };
}

/**
 * Under a translated job: "Machine translation" while the texts are Amazon Translate's draft, and the one-tap
 * switch to the English texts and back. Nothing for a job without texts in the site's language.
 */
export function JobTextsSwitch({
  state,
  describedBy,
}: {
  state: JobInWorkerLanguage<unknown>;
  /** The job's title, which the button is about (several cards, several buttons). */
  describedBy?: string;
}) {
  const styles = useStyles();
  const t = useT();
  if (!state.translated) return null;
  const machine = state.shownIn.language !== 'en' && state.shownIn.machine;
  return (
    <div className={styles.root}>
      {machine ? <p className={styles.note}>{t('job.machineTranslation')}</p> : null}
      <Button
        className={styles.toggle}
        appearance="transparent"
        size="small"
        aria-describedby={describedBy}
        onClick={state.toggle}
      >
        {state.english ? t('job.showInMyLanguage') : t('job.showInEnglish')}
      </Button>
    </div>
  );
}
