/** @module The compare chart's companies: chips with type-ahead from GET /v2/companies, at most MAX_COMPARED. */
import { ChipListInput } from '../../../components/chip-list-input';
import { useTickerSuggestions } from '../../../hooks/use-ticker-suggestions';
import { MAX_COMPARED } from '../../../lib/explorer-state';

interface Props {
  value: string[];
  onChange: (tickers: string[]) => void;
}

export function CompanyPicker({ value, onChange }: Props) {
  const typeAhead = useTickerSuggestions({ matchedName: true });
  return (
    <ChipListInput
      label="Companies to compare"
      values={value}
      onChange={onChange}
      {...typeAhead}
      placeholder="Type a company or ticker"
      max={{
        count: MAX_COMPARED,
        message: `${MAX_COMPARED} companies is the most one chart compares: remove one to add another.`,
      }}
    />
  );
}
