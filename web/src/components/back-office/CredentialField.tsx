import { Field, Input } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';

interface CredentialFieldProps {
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The field was left: its error shows from now on. */
  onBlur: () => void;
  /** The error to show now (undefined while none, or while the field is untouched). */
  error: string | undefined;
  hint?: string | undefined;
}

/**
 * A required e-mail or password field of the back-office forms (log-in, password change, new employee).
 *
 * The log-in pages are prerendered (decision 240): what was typed, or filled in by a password manager, before
 * the SPA took the form over stays in the field, but React 19 does not tell the form (its replay of such
 * changes is not switched on in the released build), so LOGIN would stay disabled beside filled fields. The
 * field reports the value it holds once, when it mounts.
 */
export function CredentialField({ label, onChange, onBlur, error, hint, ...input }: CredentialFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  const reported = useRef({ value: input.value, onChange });
  useEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== reported.current.value) reported.current.onChange(shown);
  }, []);
  return (
    <Field label={label} required hint={hint} validationMessage={error}>
      <Input {...input} ref={field} onChange={(_event, data) => onChange(data.value)} onBlur={onBlur} />
    </Field>
  );
}
