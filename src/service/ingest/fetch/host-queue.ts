/** @module createHostQueue: one request in flight per host, others wait their turn in order. */

export interface HostQueue {
  /** Runs `task` once every earlier task for the same host has settled. */
  run<T>(url: string, task: () => Promise<T>): Promise<T>;
  /** Hosts with a task running or waiting. */
  readonly activeHosts: number;
}

/** The host (with port) a URL's requests queue by; the URL itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

export function createHostQueue(): HostQueue {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(url: string, task: () => Promise<T>): Promise<T> {
      const host = hostOf(url);
      const previous = tails.get(host) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(host, tail);
      void tail.then(() => {
        if (tails.get(host) === tail) tails.delete(host);
      });
      return result;
    },
    get activeHosts() {
      return tails.size;
    },
  };
}
