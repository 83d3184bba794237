/** @module Typed, fail-safe localStorage: a zod schema guards every read, a full or blocked store is ignored. */
import type { z } from 'zod';

export function readStored<S extends z.ZodType>(key: string, schema: S, fallback: z.infer<S>): z.infer<S> {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the feature degrades to this session only.
  }
}
