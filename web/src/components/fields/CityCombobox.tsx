import { Combobox, Option } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { districtName, districts } from '#shared/domain/districts';
import { useT } from '#web/lib/i18n';

/** How many matches the list shows at once; typing narrows the ~770 districts down. */
const SHOWN = 50;

/** Districts whose name starts with the text first, then those containing it. */
function matching(query: string) {
  const text = query.trim().toLowerCase();
  if (!text) return districts.slice(0, SHOWN);
  const starts = districts.filter((d) => d.name.toLowerCase().startsWith(text));
  const contains = districts.filter(
    (d) => !d.name.toLowerCase().startsWith(text) && d.name.toLowerCase().includes(text),
  );
  return [...starts, ...contains].slice(0, SHOWN);
}

interface CityComboboxProps {
  /** The district id, or '' while none is chosen. */
  value: string;
  onChange: (districtId: string) => void;
  onBlur: () => void;
  id?: string;
}

/** A searchable select of the district list (spec: the city is a district id). */
export function CityCombobox({ value, onChange, onBlur, ...rest }: CityComboboxProps) {
  const t = useT();
  const [query, setQuery] = useState(() => districtName(value));
  const options = useMemo(() => matching(query), [query]);

  return (
    <Combobox
      {...rest}
      placeholder={t('field.searchDistrict')}
      value={query}
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
      {options.map((district) => (
        <Option key={district.id} value={district.id} text={district.name}>
          {district.name}
        </Option>
      ))}
      {options.length === 0 ? (
        <Option key="none" value="" text="" disabled>
          {t('field.noDistrict')}
        </Option>
      ) : null}
    </Combobox>
  );
}
