import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { JobCard } from '#web/components/JobCard';
import { useObjectUrl } from '#web/lib/object-url';
import { type FormLanguage, type JobFormValues, LANGUAGE_TAB_NAMES, previewJob } from './job-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

/**
 * The job card as workers will see it in their list, following the form as the admin types: in the language of
 * the tab open (a Hindi or Telugu text not typed yet shows the English one, as workers would see it). The card's
 * View Job link is left out: the job has no page until it is posted (it showed as a button that was
 * always disabled).
 */
export function JobPreview({ values, language = 'en' }: { values: JobFormValues; language?: FormLanguage }) {
  const styles = useStyles();
  const logo = useObjectUrl(values.logo.file);
  // The date the card shows is today's, fixed while the page is open.
  const now = useMemo(() => new Date(), []);
  return (
    <section className={styles.root} aria-labelledby="job-preview-heading">
      <h2 id="job-preview-heading" className={styles.heading}>
        Preview
      </h2>
      <p className={styles.note}>
        How the job shows in the workers' list{language === 'en' ? '' : ` in ${LANGUAGE_TAB_NAMES[language]}`}
        .
      </p>
      <JobCard
        job={previewJob(values, logo ?? '', now)}
        headingLevel={3}
        previewLanguage={language}
        action={false}
      />
    </section>
  );
}
