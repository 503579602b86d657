import { Field, Input } from '@fluentui/react-components';
import { OTP_LENGTH } from '#shared/domain/constants';

interface OtpFieldProps {
  label: string;
  value: string;
  /** The field's message (shown once it was left or a submit was tried). */
  validationMessage: string | undefined;
  /** A new value: typing also clears the problem the last try left. */
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A one-time code's field (the worker's OTP step, the parent's page, the change of number, the erasure): a
 * required field of digits, the phone's SMS code suggestion, OTP_LENGTH characters at most.
 */
export function OtpField({ label, value, validationMessage, onChange, onBlur }: OtpFieldProps) {
  return (
    <Field label={label} required validationMessage={validationMessage}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={value}
        onChange={(_e, data) => onChange(data.value.trim())}
        onBlur={onBlur}
      />
    </Field>
  );
}
