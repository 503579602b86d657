import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ApiError } from '#web/lib/api';
import { useFormTouch } from '#web/lib/forms';
import { useSubmit } from '#web/lib/use-submit';

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.1em' },
  submit: { minHeight: '40px' },
});

/**
 * A staff second-factor code's submit (the log-in's code, the first code of a set-up): the session waiting for
 * it ended (a 401) goes back to the log-in with the server's reason; any other refusal is said under the field.
 */
export function useStaffCodeSubmit(onSessionEnded: (message: string) => void) {
  const touch = useFormTouch<'code'>();
  const submit = useSubmit<string>({
    onAttempt: () => touch.setSubmitted(true),
    problemOf: (failure) => {
      if (failure instanceof ApiError && failure.status === 401) {
        onSessionEnded(failure.message);
        return undefined;
      }
      if (failure instanceof ApiError) return failure.fieldErrors[0]?.message ?? failure.message;
      return 'The code could not be checked. Please try again.';
    },
  });
  return { ...touch, ...submit };
}

interface StaffCodeFieldProps {
  label: string;
  value: string;
  /** The code's rule, shown once the field was left or a submit tried. */
  validationMessage: string | undefined;
  problem: string | undefined;
  /** The authenticator's digits (the phone's code suggestion), or a recovery code's letters. */
  numeric: boolean;
  /** The submit button's text: 'VERIFY'. */
  submitLabel: string;
  /** The code does not pass its rule yet. */
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The code's field, the refusal under it and the submit button, in a staff second-factor form. */
export function StaffCodeField({
  label,
  value,
  validationMessage,
  problem,
  numeric,
  submitLabel,
  invalid,
  onChange,
  onBlur,
}: StaffCodeFieldProps) {
  const styles = useStyles();
  return (
    <>
      <Field label={label} required validationMessage={validationMessage}>
        <Input
          className={styles.code}
          value={value}
          onChange={(_event, data) => onChange(data.value)}
          onBlur={onBlur}
          autoComplete={numeric ? 'one-time-code' : 'off'}
          inputMode={numeric ? 'numeric' : 'text'}
          spellCheck={false}
        />
      </Field>
      {problem ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button type="submit" appearance="primary" size="large" className={styles.submit} disabled={invalid}>
        {submitLabel}
      </Button>
    </>
  );
}
