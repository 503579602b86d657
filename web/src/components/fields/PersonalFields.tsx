/**
 * The controls for a worker's personal details, shared by registration step 1 and the profile form. Each is
 * placed inside a Fluent `<Field>`, which gives it its label and message; the form decides those.
 */
import { Dropdown, Input, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import {
  EDUCATION_LEVELS,
  type EducationLevel,
  GENDERS,
  LANGUAGES,
  type Language,
} from '#shared/domain/codes';
import { COLLEGE_NAME_MAX_LENGTH } from '#shared/domain/constants';
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
  /** The date as the API takes it (YYYY-MM-DD) once whole; while incomplete, what was typed ('' for nothing). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** YYYY-MM-DD as DD/MM/YYYY; anything else as it is. */
export function isoToDmy(value: string): string {
  const match = ISO.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A whole DD/MM/YYYY (D/M/YYYY too) as YYYY-MM-DD; undefined while it is not whole. */
export function dmyToIso(text: string): string | undefined {
  const match = DMY.exec(text);
  if (!match) return undefined;
  return `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
}

/**
 * What was typed, shaped as DD/MM/YYYY: digits alone get their slashes (`17052003` -> `17/05/2003`); typed
 * separators (`/`, `-`, `.`, space) are kept as slashes, so `1/5/2003` works; a whole YYYY-MM-DD (pasted, or a
 * browser's autofill) is turned round.
 */
export function shapeDmy(typed: string): string {
  const text = typed.trim();
  if (ISO.test(text)) return isoToDmy(text);
  if (/[/.\- ]/.test(text)) {
    // Day and month take two digits at most: a third one typed after them goes on to the next part.
    const parts = text.split(/[/.\- ]+/).map((part) => part.replace(/\D/g, ''));
    const shaped: string[] = [];
    let carry = '';
    for (let index = 0; index < 3 && (index < parts.length || carry !== ''); index++) {
      const part = carry + (parts[index] ?? '');
      carry = index < 2 ? part.slice(2) : '';
      shaped.push(index < 2 ? part.slice(0, 2) : part.slice(0, 4));
    }
    return shaped.join('/');
  }
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/**
 * The date of birth, read and typed as DD/MM/YYYY in every language: a text field with a numeric
 * keypad and the slashes put in, not the browser's date picker, whose order follows the phone's locale
 * (MM/DD/YYYY on many) and whose spinners are hard to use at 360 px. The form still gets YYYY-MM-DD, as the
 * API takes it, once the date is whole; the field's hint (`field.dobHint`) shows the order with an example.
 */
export function DateOfBirthInput({ value, onChange, onBlur, disabled }: DateOfBirthInputProps) {
  const [text, setText] = useState(() => isoToDmy(value));
  // What this field last told the form: a value from elsewhere (the date given at the consent step, or the
  // profile as loaded) replaces what is shown.
  const told = useRef(value);
  useEffect(() => {
    if (value !== told.current) {
      told.current = value;
      setText(isoToDmy(value));
    }
  }, [value]);
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      maxLength={10}
      value={text}
      disabled={disabled}
      onChange={(_event, data) => {
        const shaped = shapeDmy(data.value);
        setText(shaped);
        const next = shaped === '' ? '' : (dmyToIso(shaped) ?? shaped);
        told.current = next;
        onChange(next);
      }}
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

interface CollegeNameInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The college's name, as registration and the profile ask it at a level with a college (decision 565). */
export function CollegeNameInput({ value, onChange, onBlur }: CollegeNameInputProps) {
  return (
    <Input
      value={value}
      maxLength={COLLEGE_NAME_MAX_LENGTH}
      autoComplete="organization"
      onChange={(_event, data) => onChange(data.value)}
      onBlur={onBlur}
    />
  );
}
