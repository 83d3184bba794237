/** @module The 13 categories as checkboxes; any checked one matches (OR inside the list). */
import { CATEGORIES, type Category } from '../../../../contract';
import { Input } from '../../../components/input';

interface Props {
  value: Category[];
  onChange: (next: Category[]) => void;
}

export function CategoryFilter({ value, onChange }: Props) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
        Categories
      </legend>
      <div className="grid grid-cols-2 gap-x-2 text-sm">
        {CATEGORIES.map((category) => (
          <label key={category} className="flex items-center gap-1">
            <Input
              type="checkbox"
              checked={value.includes(category)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, category] : value.filter((c) => c !== category))
              }
            />
            {category}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
