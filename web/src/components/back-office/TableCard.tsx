import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 0,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM },
  },
  // The 'Saving' overlay blocks the whole screen, so its text shows wherever a long table is scrolled to.
  screen: { position: 'fixed', inset: 0, zIndex: 1000 },
});

interface TableCardProps {
  /** The id of the card's heading, which names the card as a region. */
  headingId: string;
  title: string;
  /** Level of the card's heading: 2 under a page title, 1 when the card is the page's subject. */
  level?: 1 | 2;
  /** The blocking 'Saving' overlay while a status change is saved (spec section 4). */
  saving?: boolean;
  children: ReactNode;
}

/** A card around an admin table (or a detail list), with its title. */
export function TableCard({ headingId, title, level = 2, saving = false, children }: TableCardProps) {
  const styles = useStyles();
  const type = useTypography();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={type.cardTitle}>
        {title}
      </Heading>
      {children}
      {saving ? (
        <div className={styles.screen}>
          <BusyOverlay label="Saving" />
        </div>
      ) : null}
    </section>
  );
}
