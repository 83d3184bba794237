/** @module Tickers filter with company suggestions (ticker + name) from GET /v2/companies; off on an upstream without it. */
import { ChipListInput } from '../../../components/chip-list-input';
import { useTickerSuggestions } from '../../../hooks/use-ticker-suggestions';

interface Props {
  value: string[];
  onChange: (tickers: string[]) => void;
}

/** `*` (any ticker) is a value, not a company to look up. */
const lookup = (draft: string) => (draft === '*' ? '' : draft);

export function TickerFilter({ value, onChange }: Props) {
  const typeAhead = useTickerSuggestions({ lookup });
  return (
    <ChipListInput
      label="Tickers"
      values={value}
      onChange={onChange}
      {...typeAhead}
      placeholder="Ticker or company; * for any"
    />
  );
}
