import { Button, makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { ToggleLeftFilled } from '@fluentui/react-icons/svg/toggle-left';
import { ToggleRightFilled } from '@fluentui/react-icons/svg/toggle-right';
import { useCallback, useRef, useState } from 'react';
import { ACTIVE, type Flag, INACTIVE } from '#shared/domain/constants';

const useStyles = makeStyles({
  icon: { fontSize: '28px' },
  on: { color: tokens.colorPaletteGreenForeground1 },
  off: { color: tokens.colorPaletteRedForeground1 },
});

interface StatusToggleProps {
  /** Who the row is, for the button's name ('Deactivate Priya Sharma'). */
  name: string;
  active: boolean;
  onChange: (status: Flag) => void;
  /** Shows 'Deactivate' or 'Activate' beside the toggle (a details page), not only as its name. */
  labelled?: boolean;
  disabled?: boolean;
}

/**
 * Spec section 4: a green 'on' toggle on an active account, which sets it to 0 (inactive), and a red 'off' one on
 * an inactive account, which sets it to 1.
 */
export function StatusToggle({ name, active, onChange, labelled = false, disabled }: StatusToggleProps) {
  const styles = useStyles();
  const action = active ? 'Deactivate' : 'Activate';
  const label = `${action} ${name}`;
  const Icon = active ? ToggleRightFilled : ToggleLeftFilled;
  if (labelled)
    return (
      <Button
        appearance="secondary"
        aria-label={label}
        disabled={disabled}
        icon={<Icon className={mergeClasses(styles.icon, active ? styles.on : styles.off)} />}
        onClick={() => onChange(active ? INACTIVE : ACTIVE)}
      >
        {action}
      </Button>
    );
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button
        appearance="transparent"
        icon={<Icon className={mergeClasses(styles.icon, active ? styles.on : styles.off)} />}
        disabled={disabled}
        onClick={() => onChange(active ? INACTIVE : ACTIVE)}
      />
    </Tooltip>
  );
}

/**
 * One status change at a time under a 'Saving' overlay: `saving` is true from the call until the list has
 * reloaded. A failed save stops the overlay and the row keeps its old toggle; `save` answers the error (the
 * caller's toast says it), or undefined when the change was saved.
 */
export function useStatusSaving() {
  const [saving, setSaving] = useState(false);
  // A second toggle pressed (by keyboard, under the overlay) while one is saving is ignored.
  const busy = useRef(false);
  const save = useCallback(async (change: () => Promise<unknown>): Promise<unknown> => {
    if (busy.current) return new Error('Another change is being saved.');
    busy.current = true;
    setSaving(true);
    try {
      await change();
      return undefined;
    } catch (error: unknown) {
      return error ?? new Error('The change was not saved.');
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { saving, save };
}
