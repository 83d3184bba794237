/** @module Countries an article is about: search by ISO code or name, chips show both. */
import { useState } from 'react';
import { ChipListInput } from '../../../components/chip-list-input';
import { countryName, searchCountries } from '../../../lib/countries';

interface Props {
  value: string[];
  onChange: (countries: string[]) => void;
}

export function CountryFilter({ value, onChange }: Props) {
  const [draft, setDraft] = useState('');
  return (
    <ChipListInput
      label="Countries (article is about)"
      values={value}
      onChange={onChange}
      onDraftChange={setDraft}
      suggestions={searchCountries(draft).map((c) => ({ value: c.code, label: c.code, detail: c.name }))}
      placeholder="US, Germany…"
      // Enter on a name without picking: the best match's code, else the text as a code.
      normalize={(raw) => searchCountries(raw, 1)[0]?.code ?? raw.trim().toUpperCase().slice(0, 2)}
      describe={(code) => `${code} · ${countryName(code) ?? 'unknown'}`}
    />
  );
}
