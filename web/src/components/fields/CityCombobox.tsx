import { Combobox, Option } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { searchDistricts } from '#shared/domain/district-search';
import { districtName } from '#shared/domain/districts';
import { useT } from '#web/lib/i18n';
import { useLocalDistrictNames } from '#web/lib/place-names';

/** How many matches the list shows at once; typing narrows the ~770 districts down. */
const SHOWN = 50;

interface CityComboboxProps {
  /** The district id, or '' while none is chosen. */
  value: string;
  onChange: (districtId: string) => void;
  onBlur: () => void;
  id?: string;
  disabled?: boolean;
}

/**
 * A searchable select of the district list (spec: the city is a district id). Common, former, Hindi and Telugu
 * names find their district too, shown as "Bengaluru → Bangalore Urban"; choosing it fills in the district. On a
 * Hindi or Telugu screen the districts show by their names in its script (web/src/lib/place-names.ts).
 */
export function CityCombobox({ value, onChange, onBlur, ...rest }: CityComboboxProps) {
  const t = useT();
  // On a Hindi or Telugu screen each district shows by its name in that script; any name finds it.
  const local = useLocalDistrictNames();
  const nameOf = (english: string) => local?.[english] ?? english;
  const [query, setQuery] = useState(() => districtName(value));
  const options = useMemo(() => searchDistricts(query, SHOWN, local), [query, local]);
  // The chosen district's name follows the screen's names once they arrive (the text was its English name).
  const chosen = districtName(value);
  const shownQuery = value && query === chosen ? nameOf(chosen) : query;

  return (
    <Combobox
      {...rest}
      placeholder={t('field.searchDistrict')}
      value={shownQuery}
      selectedOptions={value ? [value] : []}
      onChange={(event) => {
        setQuery(event.target.value);
        // Editing the text un-chooses the city until an option is picked again.
        if (value) onChange('');
      }}
      onOptionSelect={(_event, data) => {
        onChange(data.optionValue ?? '');
        setQuery(data.optionText ?? '');
      }}
      onBlur={onBlur}
    >
      {options.map(({ district, alias }) => {
        const name = nameOf(district.name);
        return (
          <Option key={district.id} value={district.id} text={name}>
            {alias && alias !== name ? `${alias} → ${name}` : name}
          </Option>
        );
      })}
      {options.length === 0 ? (
        <Option key="none" value="" text="" disabled>
          {t('field.noDistrict')}
        </Option>
      ) : null}
    </Combobox>
  );
}
