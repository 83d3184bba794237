/** @module Validation messages in the style the hosted service uses (class-validator wording). */

export const MAX_PAGE_SIZE = 100;
/** page * pageSize may not exceed this: the deepest reachable result. */
export const MAX_RESULT_WINDOW = 10_000;
/** Longest list a filter takes (sources, tickers, countries, …): each value costs every match and delivery. */
export const MAX_LIST_ITEMS = 100;

export const VALIDATION_TEXT = {
  string: (field: string) => `${field} must be a string`,
  boolean: (field: string) => `${field} must be a boolean value`,
  array: (field: string) => `${field} must be an array`,
  eachString: (field: string) => `each value in ${field} must be a string`,
  arrayMax: (field: string, max: number) => `${field} must contain no more than ${max} elements`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
  eachControlCharacters: (field: string) => `each value in ${field} must not contain control characters`,
  eachOneOf: (field: string, values: readonly string[]) =>
    `each value in ${field} must be one of the following values: ${values.join(', ')}`,
  eachCountry: (field: string) => `each value in ${field} must be a valid ISO 3166-1 alpha-2 code`,
  oneOf: (field: string, values: readonly string[]) =>
    `${field} must be one of the following values: ${values.join(', ')}`,
  integer: (field: string) => `${field} must be an integer number`,
  number: (field: string) => `${field} must be a number conforming to the specified constraints`,
  min: (field: string, min: number) => `${field} must not be less than ${min}`,
  max: (field: string, max: number) => `${field} must not be greater than ${max}`,
  date: (field: string) => `${field} must be a valid ISO 8601 date string`,
  minDate: (field: string, min: string) => `minimal allowed date for ${field} is ${min}`,
  maxDate: (field: string, max: string) => `maximal allowed date for ${field} is ${max}`,
  notFuture: (field: string) => `${field} must not be in the future`,
  language: (field: string) => `${field} must be a valid ISO 639-1 code`,
  notEmpty: (field: string) => `${field} should not be empty`,
  eachNotEmpty: (field: string) => `each value in ${field} should not be empty`,
  requires: (field: string, other: string) => `${field} requires ${other}`,
  bodyObject: 'Body must be a JSON object',
  jsonObject: (field: string) => `${field} must be a JSON object`,
  resultWindow: `page * pageSize must not be greater than ${MAX_RESULT_WINDOW}`,
  dateOrder: 'from must not be after to',
} as const;
