/** @module The effective request: what POST /v2/articles receives, the implicit rules, copy-as and paste-back. */
import type { SearchArticlesV2Body } from '../../../../contract';
import type { ExplorerSearch, RelativeRange } from '../../../lib/explorer-state';
import { CopyAs } from './copy-as';
import { PasteRestore } from './paste-restore';

interface Props {
  body: SearchArticlesV2Body;
  rules: string[];
  /** The rolling range behind `body.from`, kept relative where a target can compute dates. */
  range: RelativeRange | '';
  onRestore: (state: ExplorerSearch) => void;
}

export function RequestPanel({ body, rules, range, onRestore }: Props) {
  return (
    <section aria-labelledby="request-heading" className="flex flex-col gap-2">
      <h2 id="request-heading" className="font-semibold">
        Effective request <code className="text-xs font-normal">POST /v2/articles</code>
      </h2>
      <ul className="list-disc pl-5 text-xs">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <CopyAs body={body} range={range} />
      <PasteRestore onRestore={onRestore} />
    </section>
  );
}
