import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileSections } from '#shared/domain/profile-sections';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { SectionsEditor } from './SectionsEditor';
import { SectionsView } from './SectionsView';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    maxWidth: '880px',
    marginTop: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  title: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  saved: { marginBottom: tokens.spacingVerticalL },
});

/**
 * The profile page's card of skills and experience (decision 580): the saved sections, Edit to change them
 * (a status message, focused, confirms a save), and the link to the printable resume.
 */
export function SectionsCard({ sections }: { sections: ProfileSections }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const savedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedNotice.current?.focus();
  }, [saved]);

  return (
    <article className={styles.card} aria-labelledby="sections-title">
      <div className={styles.head}>
        <h2 id="sections-title" className={`${type.sectionTitle} ${styles.title}`}>
          {t('sections.title')}
        </h2>
        {editing ? null : (
          <div className={styles.actions}>
            <RouterLink className={type.link} to={paths.resume}>
              {t('resume.open')}
            </RouterLink>
            <Button
              appearance="primary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('sections.edit')}
            </Button>
          </div>
        )}
      </div>
      {saved && !editing ? (
        <div ref={savedNotice} tabIndex={-1} role="status" className={styles.saved}>
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>{t('sections.saved')}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      {editing ? (
        <SectionsEditor
          sections={sections}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <SectionsView sections={sections} headingLevel={3} />
      )}
    </article>
  );
}
