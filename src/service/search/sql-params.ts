/** @module Positional SQL parameters shared by the parts of one statement. */

export class SqlParams {
  readonly values: unknown[] = [];

  /** Appends a value and returns its placeholder (`$1`, `$2`, ...). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
