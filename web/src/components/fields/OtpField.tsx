import { Input } from '@fluentui/react-components';
import { OTP_LENGTH } from '#shared/domain/constants';

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A one-time code's field (the worker's OTP step, the parent's page): digits, the phone's SMS code suggestion,
 * OTP_LENGTH characters at most. Placed inside a Fluent `<Field>`, which gives it its label and message.
 */
export function OtpInput({ value, onChange, onBlur }: OtpInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(_e, data) => onChange(data.value.trim())}
      onBlur={onBlur}
    />
  );
}
