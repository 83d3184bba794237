/**
 * @module Stated<T>: T with every field present, `undefined` taken out. A mapping typed with it must name
 * every field of its target, so a field added to the model and forgotten in a copy fails to compile.
 */
export type Stated<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
