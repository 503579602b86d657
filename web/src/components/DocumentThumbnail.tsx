import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '#web/lib/i18n';
import { useTypography, useVisuallyHidden } from '#web/lib/typography';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  image: {
    display: 'block',
    width: '160px',
    maxWidth: '100%',
    height: '100px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  caption: { fontSize: tokens.fontSizeBase200 },
});

interface DocumentThumbnailProps {
  /** The image: a signed link to the stored document, or a local preview of a file just uploaded. */
  src: string;
  label: string;
  /** A PDF has no image to show: a link opens it instead. */
  pdf?: boolean;
}

/** A small image of a document that opens the full image in a new tab; a PDF, a link that opens it. */
export function DocumentThumbnail({ src, label, pdf = false }: DocumentThumbnailProps) {
  const styles = useStyles();
  const type = useTypography();
  const hidden = useVisuallyHidden();
  const t = useT();
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className={`${type.link} ${styles.link}`}>
      {pdf ? null : <img src={src} alt={label} className={styles.image} loading="lazy" />}
      <span className={styles.caption}>
        {pdf ? t('upload.viewPdf', { label }) : t('upload.viewFull')}
        <span className={hidden.root}> {t('common.opensInNewTab')}</span>
      </span>
    </a>
  );
}
