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
}

/**
 * Spec section 4: a green 'on' toggle on an active account, which sets it to 0 (inactive), and a red 'off' one on
 * an inactive account, which sets it to 1.
 */
export function StatusToggle({ name, active, onChange }: StatusToggleProps) {
  const styles = useStyles();
  const label = `${active ? 'Deactivate' : 'Activate'} ${name}`;
  const Icon = active ? ToggleRightFilled : ToggleLeftFilled;
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button
        appearance="transparent"
        icon={<Icon className={mergeClasses(styles.icon, active ? styles.on : styles.off)} />}
        onClick={() => onChange(active ? INACTIVE : ACTIVE)}
      />
    </Tooltip>
  );
}

/**
 * One status change at a time under a 'Saving' overlay: `saving` is true from the call until the list has
 * reloaded. Spec section 8: a failed save only stops the overlay (no message); the row keeps its old toggle.
 */
export function useStatusSaving() {
  const [saving, setSaving] = useState(false);
  // A second toggle pressed (by keyboard, under the overlay) while one is saving is ignored.
  const busy = useRef(false);
  const save = useCallback(async (change: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      await change();
    } catch {
      // The overlay stops; nothing else (spec section 8).
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { saving, save };
}
