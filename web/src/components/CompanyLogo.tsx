import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useDataSaver } from '#web/lib/data-saver';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  frame: {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  image: { width: '100%', height: '100%', objectFit: 'contain' },
  initials: {
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    width: '100%',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
});

function initialsOf(company: string): string {
  return company
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The company's logo (a link to an image hosted anywhere), or its initials when there is none, it fails, or
 * data saver is on (web/src/lib/data-saver.ts: no logo is fetched).
 */
export function CompanyLogo({ src, company, size }: { src: string; company: string; size: number }) {
  const styles = useStyles();
  const t = useT();
  // The link that failed to load: a new link (a logo just uploaded, in the admin's preview) is tried again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const saving = useDataSaver();
  return (
    <div className={styles.frame} style={{ width: size, height: size }}>
      {src && src !== failedSrc && !saving ? (
        <img
          className={styles.image}
          src={src}
          alt={t('company.logo', { company })}
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className={styles.initials} role="img" aria-label={t('company.logo', { company })}>
          {initialsOf(company)}
        </span>
      )}
    </div>
  );
}
