/**
 * The organisation's form, to create it or to change it: the same zod schema as the server (shared/domain/
 * employer-organisation.ts) checks it here, and a 400 from the server puts its message under the field it names.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  INDUSTRIES,
  ORGANISATION_SIZES,
  type OrganisationForm as OrganisationValues,
  organisationSchema,
} from '#shared/domain/employer-organisation';
import {
  isValidOrganisationId,
  ORGANISATION_ID_KINDS,
  ORGANISATION_ID_LABELS,
  ORGANISATION_ID_MESSAGES,
} from '#shared/domain/organisation-ids';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { CityCombobox } from '#web/components/fields/CityCombobox';
import { PngUpload, type PngValue } from '#web/components/PngUpload';
import type { ApiError } from '#web/lib/api';
import { useSubmit } from '#web/lib/use-submit';
import type { OrganisationView } from './api/get-my-organisation';
import { uploadEmployerLogo } from './api/upload-logo';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    position: 'relative',
  },
});

type Values = Omit<OrganisationValues, 'logo'> & { logo: PngValue };
type FieldName = keyof OrganisationValues;

const LABELS: Record<FieldName, string> = {
  legalName: 'Legal name (as registered)',
  brandName: 'Brand name (if different)',
  logo: 'Logo (PNG or JPEG)',
  website: 'Website',
  city: 'City',
  address: 'Address',
  industry: 'Industry',
  size: 'Number of people',
  registrationKind: 'Registration',
  registrationNumber: 'Registration number',
  contactName: 'Contact person',
  contactRole: 'Contact person’s role',
};

function initialValues(organisation: OrganisationView | undefined): Values {
  return {
    legalName: organisation?.legalName ?? '',
    brandName: organisation?.brandName ?? '',
    logo: { key: '' },
    website: organisation?.website ?? '',
    city: organisation?.city ?? '',
    address: organisation?.address ?? '',
    industry: organisation?.industry ?? ('' as Values['industry']),
    size: organisation?.size ?? ('' as Values['size']),
    registrationKind: organisation?.registrationKind ?? 'gstin',
    registrationNumber: organisation?.registrationNumber ?? '',
    contactName: organisation?.contactName ?? '',
    contactRole: organisation?.contactRole ?? '',
  };
}

/** The form's values as the contract takes them: empty optional fields left out, the logo only when uploaded. */
function inputOf({ logo, brandName, website, ...rest }: Values): OrganisationValues {
  return {
    ...rest,
    ...(brandName?.trim() ? { brandName } : {}),
    ...(website?.trim() ? { website } : {}),
    ...(logo.key ? { logo: logo.key } : {}),
  };
}

function clientErrors(values: Values): Partial<Record<FieldName, string>> {
  const parsed = organisationSchema.safeParse(inputOf(values));
  if (parsed.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // The schema checks the number against its kind only once every field passes; the form says it at once.
  if (
    !errors.registrationNumber &&
    !isValidOrganisationId(values.registrationKind, values.registrationNumber)
  )
    errors.registrationNumber = ORGANISATION_ID_MESSAGES[values.registrationKind];
  return errors;
}

export function OrganisationForm({
  organisation,
  submitLabel,
  save,
  onSaved,
}: {
  organisation?: OrganisationView;
  submitLabel: string;
  save: (input: OrganisationValues) => Promise<unknown>;
  onSaved: () => void;
}) {
  const styles = useStyles();
  const [values, setValues] = useState<Values>(() => initialValues(organisation));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { busy, problem, submit } = useSubmit<ApiError>({ onAttempt: () => setSubmitted(true) });
  const errors = clientErrors(values);
  const serverErrors = Object.fromEntries(
    (problem?.fieldErrors ?? []).map((error) => [error.field, error.message]),
  );
  const message = (field: FieldName) =>
    (submitted || touched[field] ? errors[field] : undefined) ?? serverErrors[field];
  const set = <F extends keyof Values>(field: F, value: Values[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: FieldName) => setTouched((current) => ({ ...current, [field]: true }));

  const text = (
    field: Exclude<FieldName, 'logo' | 'city' | 'industry' | 'size' | 'registrationKind'>,
    required = true,
  ) => (
    <Field label={LABELS[field]} required={required} validationMessage={message(field)}>
      <Input
        value={(values[field] as string | undefined) ?? ''}
        onChange={(_event, data) => set(field, data.value)}
        onBlur={() => touch(field)}
        {...(field === 'website' ? { type: 'url', placeholder: 'https://example.com' } : {})}
      />
    </Field>
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        submit(
          event,
          Object.keys(errors).length === 0 &&
            !uploading &&
            (async () => {
              await save(inputOf(values));
              onSaved();
            }),
        )
      }
    >
      {text('legalName')}
      {text('brandName', false)}
      <PngUpload
        label={LABELS.logo}
        value={values.logo}
        upload={uploadEmployerLogo}
        onChange={(logo) => set('logo', logo)}
        onUploadingChange={setUploading}
        {...(organisation?.logoLink
          ? { storedKey: organisation.logoLink, storedUrl: organisation.logoLink }
          : {})}
        {...(serverErrors.logo ? { error: serverErrors.logo } : {})}
        disabled={busy}
      />
      {text('website', false)}
      <Field label={LABELS.city} required validationMessage={message('city')}>
        <CityCombobox value={values.city} onChange={(id) => set('city', id)} onBlur={() => touch('city')} />
      </Field>
      <Field label={LABELS.address} required validationMessage={message('address')}>
        <Textarea
          value={values.address}
          onChange={(_event, data) => set('address', data.value)}
          onBlur={() => touch('address')}
        />
      </Field>
      <Field label={LABELS.industry} required validationMessage={message('industry')}>
        <Select
          value={values.industry}
          onChange={(_event, data) => set('industry', data.value as Values['industry'])}
          onBlur={() => touch('industry')}
        >
          <option value="">Choose an industry</option>
          {INDUSTRIES.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={LABELS.size} required validationMessage={message('size')}>
        <Select
          value={values.size}
          onChange={(_event, data) => set('size', data.value as Values['size'])}
          onBlur={() => touch('size')}
        >
          <option value="">Choose a size</option>
          {ORGANISATION_SIZES.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={LABELS.registrationKind} required validationMessage={message('registrationKind')}>
        <RadioGroup
          layout="horizontal"
          value={values.registrationKind}
          onChange={(_event, data) => set('registrationKind', data.value as Values['registrationKind'])}
        >
          {ORGANISATION_ID_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={ORGANISATION_ID_LABELS[kind]} />
          ))}
        </RadioGroup>
      </Field>
      {text('registrationNumber')}
      {text('contactName')}
      {text('contactRole')}
      {problem && problem.fieldErrors.length === 0 && (
        <MessageBar intent="error">
          <MessageBarBody>{problem.message}</MessageBarBody>
        </MessageBar>
      )}
      <Button appearance="primary" type="submit" disabled={uploading}>
        {submitLabel}
      </Button>
      {busy && <BusyOverlay label="Saving the organisation" />}
    </form>
  );
}
