import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import { chooseDataSaver, readDataSaverChoice, slowConnection, useDataSaver } from '#web/lib/data-saver';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  card: {
    marginTop: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  note: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorNeutralForeground2 },
});

/**
 * Data saver in the profile (decision 634): on by itself on a slow connection or when the phone saves data;
 * the worker's tap decides from then on, in this browser.
 */
export function DataSaverSwitch() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const on = useDataSaver();
  const automatic = readDataSaverChoice() === 'auto' && slowConnection();
  return (
    <section className={styles.card} aria-labelledby="data-saver-title">
      <h2 id="data-saver-title" className={type.cardTitle}>
        {t('dataSaver.title')}
      </h2>
      <Switch
        checked={on}
        label={t('dataSaver.label')}
        onChange={(_e, data) => chooseDataSaver(data.checked ? 'on' : 'off')}
      />
      <p className={styles.note}>{t(automatic ? 'dataSaver.automatic' : 'dataSaver.explained')}</p>
    </section>
  );
}
