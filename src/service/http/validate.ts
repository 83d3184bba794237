/** @module Contract validation for routes: zod issues → the 400 (v2) or 422 (v1) bodies of the spec. */
import type { z } from 'zod';
import { badRequest, unprocessable } from './http-error';

/** The distinct validation texts of a failed parse, in order (the v2 400 `message` list; MCP's -32602 `errors`). */
export function validationTexts(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/** Parses or throws 400 `{statusCode, message: [texts], error}` (v2 style). */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(validationTexts(result.error));
}

/** Parses or throws 422 `{status, errors: {param: text}}` (v1 style, first text per parameter). */
export function parseOr422<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'request');
    errors[field] ??= issue.message;
  }
  throw unprocessable(errors);
}
