import { makeStyles, tokens } from '@fluentui/react-components';
import { Section } from '#web/components/Section';
import type { founderNote as founderNoteContent, Testimonial } from '#web/content/site';
import { PRODUCT_NAME } from '#web/content/site';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  founder: {
    margin: 0,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderLeft: `6px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '860px',
  },
  signature: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  testimonials: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  },
  testimonial: {
    margin: 0,
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  quote: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  attribution: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
});

/** The founder's note, signed. */
export function FounderNote({ note }: { note: typeof founderNoteContent }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  return (
    <Section tone="muted" labelledBy="founder-title">
      <h2 id="founder-title" className={type.sectionTitle}>
        {t(note.heading)}
      </h2>
      <figure className={styles.founder}>
        <blockquote className={styles.quote}>
          {note.paragraphs.map((paragraph) => (
            <p key={paragraph} className={type.body}>
              {t(paragraph)}
            </p>
          ))}
        </blockquote>
        <figcaption className={styles.signature}>{t(note.signature, { product: PRODUCT_NAME })}</figcaption>
      </figure>
    </Section>
  );
}

/** What students say, as quotes. */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  return (
    <Section labelledBy="testimonials-title">
      <h2 id="testimonials-title" className={type.sectionTitle}>
        {t('site.voicesTitle')}
      </h2>
      <ul className={styles.testimonials}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.quote}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>“{t(testimonial.quote)}”</blockquote>
              <figcaption className={styles.attribution}>{t(testimonial.attribution)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
