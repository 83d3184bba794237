/**
 * @module The explorer's last state in this tab (sessionStorage), so pages elsewhere (the account's
 * Sources) can change its source filters and lead back to it with everything else kept.
 */
import { toExplorerState, type ExplorerSearch } from './explorer-state';

const KEY = 'newsroom.explorer.last';

export function readLastExplorerState(): ExplorerSearch {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return toExplorerState(raw ? (JSON.parse(raw) as unknown) : {});
  } catch {
    return toExplorerState({});
  }
}

export function writeLastExplorerState(state: ExplorerSearch): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(state));
  } catch {
    // A blocked store: the Sources page then starts from the default explorer state.
  }
}
