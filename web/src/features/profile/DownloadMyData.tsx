import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyData } from '#shared/api/my-data';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { saveFile } from '#web/lib/save-file';
import { useTypography } from '#web/lib/typography';
import { apiProblemOf, useSubmit } from '#web/lib/use-submit';
import { getMyData } from './api/get-my-data';

const useStyles = makeStyles({
  block: {
    marginTop: tokens.spacingVerticalXL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { margin: `0 0 ${tokens.spacingVerticalM}` },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  note: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorNeutralForeground2 },
  error: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** The file's name: `earnlearn-my-data-<day>.json`. */
export function myDataFileName(data: Pick<MyData, 'exportedAt'>): string {
  return `earnlearn-my-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** Hands the browser `data` as a JSON file to save. */
export function saveAsFile(data: MyData): string {
  const name = myDataFileName(data);
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
  return name;
}

/**
 * "Download my data" (DPDP s.11), in the Privacy section: the whole copy as a JSON file, and the way
 * to the page that shows it to a person (/profile/my-data). A failure says why and leaves the button ready.
 */
export function DownloadMyData({
  showPageLink = true,
  headingLevel = 3,
}: {
  showPageLink?: boolean;
  /** 3 inside the Privacy section; 2 on the My data page, right under its title. */
  headingLevel?: 2 | 3;
}) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const [note, setNote] = useState<string>();
  const {
    busy: pending,
    problem,
    submit,
  } = useSubmit<string>({
    problemOf: (error) => t('myData.failed', { reason: apiProblemOf(error).message }),
  });

  const download = () =>
    submit(undefined, async () => {
      setNote(undefined);
      const { data } = await getMyData();
      setNote(t('myData.downloaded', { file: saveAsFile(data) }));
    });

  return (
    <div className={styles.block}>
      {headingLevel === 2 ? (
        <h2 className={type.cardTitle}>{t('myData.sectionTitle')}</h2>
      ) : (
        <h3 className={type.cardTitle}>{t('myData.sectionTitle')}</h3>
      )}
      <p className={styles.text}>{t('myData.sectionText')}</p>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<ArrowDownloadRegular />}
          disabled={pending}
          onClick={() => void download()}
        >
          {pending ? t('myData.downloading') : t('myData.download')}
        </Button>
        {showPageLink ? (
          <RouterLink className={type.link} to={paths.myData}>
            {t('myData.view')}
          </RouterLink>
        ) : null}
      </div>
      {/* A live region, not role=status: the page keeps one status (the Saving overlay) for the profile form. */}
      <p className={problem ? styles.error : styles.note} aria-live="polite" aria-atomic="true">
        {problem ?? note}
      </p>
    </div>
  );
}
