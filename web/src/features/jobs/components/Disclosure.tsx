import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { type ReactNode, useId, useState } from 'react';

const useStyles = makeStyles({
  root: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  heading: { margin: 0 },
  toggle: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '44px',
    padding: `${tokens.spacingVerticalS} 0`,
    border: 'none',
    background: 'none',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    cursor: 'pointer',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  chevron: { flexShrink: 0, fontSize: '20px', transitionProperty: 'transform', transitionDuration: '150ms' },
  closed: { transform: 'rotate(-90deg)' },
  panel: { paddingBottom: tokens.spacingVerticalL },
});

/**
 * One expandable section of the job page: a heading whose button shows or hides the panel (the WAI-ARIA
 * disclosure pattern). Plain elements rather than Fluent's Accordion, whose motion measures each panel on
 * mount: the job page must stay light (Lighthouse >= 95, docs/performance.md).
 */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <ChevronDownRegular
            aria-hidden
            className={open ? styles.chevron : `${styles.chevron} ${styles.closed}`}
          />
          {title}
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
