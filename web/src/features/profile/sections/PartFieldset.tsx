import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: `${tokens.spacingVerticalL} 0 0`,
    border: 'none',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  legend: { padding: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

interface PartFieldsetProps {
  legend: string;
  hint?: string;
  /** The part's own error (too many entries), under the legend. */
  error?: string | undefined;
  children: ReactNode;
}

/** One part of the sections editor: a fieldset under its legend, with its hint and its own error. */
export function PartFieldset({ legend, hint, error, children }: PartFieldsetProps) {
  const styles = useStyles();
  const type = useTypography();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={`${type.cardTitle} ${styles.legend}`}>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
