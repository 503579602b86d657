import { makeStyles, tokens } from '@fluentui/react-components';
import { type MessageId, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { NewTabLink } from './NewTabLink';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  intro: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  links: { margin: 0, display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

const ITEMS: MessageId[] = [
  'noticeSummary.account',
  'noticeSummary.profile',
  'noticeSummary.mobile',
  'noticeSummary.documents',
  'noticeSummary.who',
  'noticeSummary.rights',
];

/**
 * The notice in short, beside the consent boxes of the sign-up dialog and the parent's page: what is
 * collected and why, who sees it, and the way out; the full notice and the terms open in a new tab.
 */
export function NoticeSummary() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{t('noticeSummary.intro')}</p>
      <ul className={styles.list}>
        {ITEMS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
      <p className={styles.links}>
        <NewTabLink href={paths.privacy}>{t('noticeSummary.noticeLink')}</NewTabLink>
        <NewTabLink href={paths.terms}>{t('noticeSummary.termsLink')}</NewTabLink>
      </p>
    </div>
  );
}
