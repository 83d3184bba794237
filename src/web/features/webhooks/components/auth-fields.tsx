/** @module The extra authentication a webhook's deliveries carry: none, a header, or HTTP Basic. */
import type { WebhookAuthInput } from '../../../../contract';
import { Select } from '../../../components/select';
import { Input } from '../../../components/input';

export type AuthDraft =
  | { kind: 'none' }
  | { kind: 'header'; header: string; value: string }
  | { kind: 'basic'; username: string; password: string };

export function authInput(draft: AuthDraft): WebhookAuthInput | undefined {
  if (draft.kind === 'header') return { header: draft.header, value: draft.value };
  if (draft.kind === 'basic') return { basic: { username: draft.username, password: draft.password } };
  return undefined;
}

export function AuthFields({ value, onChange }: { value: AuthDraft; onChange: (next: AuthDraft) => void }) {
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="text-xs">Extra authentication</legend>
      <label className="flex flex-col text-xs">
        Kind
        <Select
          scale="md"
          value={value.kind}
          onChange={(e) => {
            const kind = e.target.value as AuthDraft['kind'];
            onChange(
              kind === 'header'
                ? { kind, header: 'X-Receiver-Token', value: '' }
                : kind === 'basic'
                  ? { kind, username: '', password: '' }
                  : { kind },
            );
          }}
        >
          <option value="none">none (signature only)</option>
          <option value="header">header</option>
          <option value="basic">HTTP Basic</option>
        </Select>
      </label>
      {value.kind === 'header' && (
        <>
          <label className="flex flex-col text-xs">
            Header
            <Input value={value.header} onChange={(e) => onChange({ ...value, header: e.target.value })} />
          </label>
          <label className="flex flex-col text-xs">
            Value
            <Input
              type="password"
              value={value.value}
              onChange={(e) => onChange({ ...value, value: e.target.value })}
            />
          </label>
        </>
      )}
      {value.kind === 'basic' && (
        <>
          <label className="flex flex-col text-xs">
            User name
            <Input
              value={value.username}
              onChange={(e) => onChange({ ...value, username: e.target.value })}
            />
          </label>
          <label className="flex flex-col text-xs">
            Password
            <Input
              type="password"
              value={value.password}
              onChange={(e) => onChange({ ...value, password: e.target.value })}
            />
          </label>
        </>
      )}
    </fieldset>
  );
}
