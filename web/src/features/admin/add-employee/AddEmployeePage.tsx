import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { EMPLOYEE_TYPES, type EmployeeType } from '#shared/domain/codes';
import { NAME_MAX_LENGTH } from '#shared/domain/constants';
import { emailSchema, employeeTypeSchema, nameSchema } from '#shared/domain/rules';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { CredentialField } from '#web/components/back-office/CredentialField';
import { useFormTouch } from '#web/lib/forms';
import { useSubmit } from '#web/lib/use-submit';
import { AdminPage } from '../AdminPage';
import { useAddEmployee } from '../api/add-employee';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    maxWidth: '480px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  dropdown: { minWidth: 0 },
  submit: { alignSelf: 'flex-start', minWidth: '120px' },
});

/** The spec's texts (section 8), spelling included. */
export const addEmployeeToasts = {
  sent: 'Email with credentials sent',
  exists: 'User already exists',
  failed: 'Error occured',
} as const;

type FieldName = 'name' | 'email' | 'type';

/**
 * /admin/add-new-employee (spec sections 2, 4 and 8): the employee's name (lists and details show it),
 * an e-mail and a type (HR, Operations); ADD stays disabled while any is invalid. 'Sending credentials E-mail' covers the form until the server answers; then a toast
 * says what happened, and a new employee clears the form for the next one.
 */
export function AddEmployeePage() {
  const styles = useStyles();
  const toast = useToast();
  const addEmployee = useAddEmployee();
  const { touch, shows, setSubmitted, reset } = useFormTouch<FieldName>();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [type, setType] = useState<EmployeeType | ''>('');
  const nameResult = nameSchema.safeParse(name);
  const emailResult = emailSchema.safeParse(email);
  const typeResult = employeeTypeSchema.safeParse(type);
  const valid = nameResult.success && emailResult.success && typeResult.success;

  const { busy: sending, submit } = useSubmit({
    onAttempt: () => setSubmitted(true),
    problemOf: () => {
      toast(addEmployeeToasts.failed, 'error');
      return undefined;
    },
  });

  const add = async (employee: { email: string; type: EmployeeType; name: string }) => {
    const answer = await addEmployee(employee);
    if (!answer.success) {
      toast(addEmployeeToasts.exists, 'warning');
      return;
    }
    toast(addEmployeeToasts.sent, 'success');
    setName('');
    setEmail('');
    setType('');
    reset();
  };

  const send =
    nameResult.success &&
    emailResult.success &&
    typeResult.success &&
    (() => add({ email: emailResult.data, type: typeResult.data, name: nameResult.data }));
  const typeLabel = EMPLOYEE_TYPES.find((option) => option.code === type)?.label ?? '';
  return (
    <AdminPage title="Add New Employee">
      <div className={styles.card}>
        <form className={styles.form} noValidate onSubmit={(event) => submit(event, send)}>
          <p className={styles.intro}>
            The employee gets an e-mail with their log-in and a temporary password, which they change at their
            first log-in.
          </p>
          <Field
            label="Name"
            required
            hint="As HR and admins will see it in lists and on the employee's page."
            validationMessage={shows('name') ? nameResult.error?.issues[0]?.message : undefined}
          >
            <Input
              value={name}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              onChange={(_event, data) => setName(data.value)}
              onBlur={() => touch('name')}
            />
          </Field>
          <CredentialField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            onBlur={() => touch('email')}
            error={shows('email') ? emailResult.error?.issues[0]?.message : undefined}
          />
          <Field
            label="Type"
            required
            validationMessage={shows('type') ? typeResult.error?.issues[0]?.message : undefined}
          >
            <Dropdown
              className={styles.dropdown}
              placeholder="Select a type"
              value={typeLabel}
              selectedOptions={type ? [type] : []}
              onOptionSelect={(_event, data) => setType((data.optionValue as EmployeeType | undefined) ?? '')}
              onBlur={() => touch('type')}
            >
              {EMPLOYEE_TYPES.map((option) => (
                <Option key={option.code} value={option.code}>
                  {option.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Button type="submit" appearance="primary" size="large" className={styles.submit} disabled={!valid}>
            ADD
          </Button>
        </form>
        {sending ? <BusyOverlay label="Sending credentials E-mail" fullScreen /> : null}
      </div>
    </AdminPage>
  );
}
