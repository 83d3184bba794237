/**
 * @module Reading an OAuth request body, received as text: application/x-www-form-urlencoded (RFC 6749)
 * or JSON. A form field given twice becomes an array, which the checks refuse.
 */
export type BodyFormat = 'form' | 'json';

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The fields of a body in one of `accepted` formats, or null (another type, or not an object). */
export function readBodyFields(
  contentType: string | undefined,
  body: unknown,
  accepted: readonly BodyFormat[],
): Record<string, unknown> | null {
  const text = typeof body === 'string' ? body : '';
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === 'application/x-www-form-urlencoded' && accepted.includes('form')) {
    const form = new URLSearchParams(text);
    const fields: Record<string, unknown> = {};
    for (const name of new Set(form.keys())) {
      const values = form.getAll(name);
      fields[name] = values.length === 1 ? values[0] : values;
    }
    return fields;
  }
  if (mediaType === 'application/json' && accepted.includes('json')) return readJsonObject(text);
  return null;
}

/** A JSON object, or null when the text is not one. */
export function readJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
