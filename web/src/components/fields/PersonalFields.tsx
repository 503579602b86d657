/**
 * The controls for a worker's personal details, shared by registration step 1 and the profile form. Each is
 * placed inside a Fluent `<Field>`, which gives it its label and message; the form decides those.
 */
import { Dropdown, Input, Option, Radio, RadioGroup } from '@fluentui/react-components';
import {
  EDUCATION_LEVELS,
  type EducationLevel,
  GENDERS,
  LANGUAGES,
  type Language,
} from '#shared/domain/codes';
import { useT } from '#web/lib/i18n';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Today as YYYY-MM-DD, the latest date the birth date picker offers. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

interface GenderRadioGroupProps {
  /** '' until chosen; otherwise the code as text ('1', '0', '2'). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function GenderRadioGroup({ value, onChange, disabled }: GenderRadioGroupProps) {
  const t = useT();
  return (
    <RadioGroup
      layout="horizontal"
      value={value}
      disabled={disabled}
      onChange={(_event, data) => onChange(data.value)}
    >
      {GENDERS.map((gender) => (
        <Radio key={gender.code} value={String(gender.code)} label={t(`gender.${gender.code}`)} />
      ))}
    </RadioGroup>
  );
}

interface DateOfBirthInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

export function DateOfBirthInput({ value, onChange, onBlur, disabled }: DateOfBirthInputProps) {
  return (
    <Input
      type="date"
      value={value}
      max={todayIso()}
      disabled={disabled}
      onChange={(_event, data) => onChange(data.value)}
      onBlur={onBlur}
    />
  );
}

interface LanguagesDropdownProps {
  value: Language[];
  onChange: (value: Language[]) => void;
  /** Called when the list closes or the control loses focus. */
  onTouch: () => void;
  disabled?: boolean;
}

export function LanguagesDropdown({ value, onChange, onTouch, disabled }: LanguagesDropdownProps) {
  const t = useT();
  return (
    <Dropdown
      multiselect
      placeholder={t('field.selectLanguages')}
      disabled={disabled}
      value={value.map((language) => t(`spokenLanguage.${language}`)).join(', ')}
      selectedOptions={value}
      onOptionSelect={(_event, data) => onChange(data.selectedOptions.filter(isLanguage))}
      onOpenChange={(_event, data) => {
        if (!data.open) onTouch();
      }}
      onBlur={onTouch}
    >
      {LANGUAGES.map((language) => (
        <Option key={language} value={language}>
          {t(`spokenLanguage.${language}`)}
        </Option>
      ))}
    </Dropdown>
  );
}

interface EducationDropdownProps {
  value: EducationLevel | '';
  onChange: (value: EducationLevel | '') => void;
  /** Called when the list closes or the control loses focus. */
  onTouch: () => void;
  disabled?: boolean;
}

export function EducationDropdown({ value, onChange, onTouch, disabled }: EducationDropdownProps) {
  const t = useT();
  return (
    <Dropdown
      placeholder={t('field.selectEducation')}
      disabled={disabled}
      value={value ? t(`education.${value}`) : ''}
      selectedOptions={value ? [value] : []}
      onOptionSelect={(_event, data) => onChange((data.optionValue ?? '') as EducationLevel | '')}
      onOpenChange={(_event, data) => {
        if (!data.open) onTouch();
      }}
      onBlur={onTouch}
    >
      {EDUCATION_LEVELS.map((level) => (
        <Option key={level.code} value={level.code}>
          {t(`education.${level.code}`)}
        </Option>
      ))}
    </Dropdown>
  );
}
