import { Button, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  submit: { alignSelf: 'stretch', minHeight: '40px' },
});

/** A registration step's full-width submit button, disabled while the step's fields are invalid. */
export function StepSubmit({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Button type="submit" appearance="primary" size="large" className={styles.submit} disabled={disabled}>
      {children}
    </Button>
  );
}
