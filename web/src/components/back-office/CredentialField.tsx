import { Field, Input } from '@fluentui/react-components';

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

/** A required e-mail or password field of the back-office forms (log-in, password change, new employee). */
export function CredentialField({ label, onChange, onBlur, error, hint, ...input }: CredentialFieldProps) {
  return (
    <Field label={label} required hint={hint} validationMessage={error}>
      <Input {...input} onChange={(_event, data) => onChange(data.value)} onBlur={onBlur} />
    </Field>
  );
}
