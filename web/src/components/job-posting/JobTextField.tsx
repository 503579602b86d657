import { Field, Input, Textarea } from '@fluentui/react-components';

interface JobTextFieldProps {
  label: string;
  value: string;
  max: number;
  /** A long text (a Textarea of four rows) rather than one line. */
  multiline?: boolean;
  hint?: string;
  required: boolean;
  validationMessage: string | undefined;
  /** The language of a Hindi or Telugu text, so it is read and shown in its script. */
  lang?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One text of the post-job form, in English or in a translation tab. */
export function JobTextField({
  label,
  value,
  max,
  multiline = false,
  hint,
  required,
  validationMessage,
  lang,
  onChange,
  onBlur,
}: JobTextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} validationMessage={validationMessage}>
      {multiline ? (
        <Textarea
          value={value}
          maxLength={max}
          resize="vertical"
          rows={4}
          lang={lang}
          onChange={(_event, data) => onChange(data.value)}
          onBlur={onBlur}
        />
      ) : (
        <Input
          value={value}
          maxLength={max}
          lang={lang}
          onChange={(_event, data) => onChange(data.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
