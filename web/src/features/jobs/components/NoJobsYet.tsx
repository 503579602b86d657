import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
});

/** A tab of My Office with nothing in it yet (no application, no saved job): says so, and offers Find jobs. */
export function NoJobsYet({ text, onExplore }: { text: string; onExplore: () => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.empty}>
      <p className={styles.text}>{text}</p>
      <Button appearance="primary" onClick={onExplore}>
        {t('common.findJobs')}
      </Button>
    </div>
  );
}
