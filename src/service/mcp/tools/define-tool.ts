/**
 * @module One MCP tool: its tools/list definition (the input schema generated from the zod arguments)
 * and its call, which applies the REST leniencies, validates with the contract and runs.
 */
import { z } from 'zod';
import { UNTRUSTED_TOOL_FIELDS, type McpToolName, type ToolDefinition } from '../../../contract';
import type { Caller } from '../../auth/key-resolver';
import { validationTexts } from '../../http/validate';
import { UNTRUSTED_TEXT_NOTICE } from '../untrusted-text';

/** A document to serialise, or the validation texts of arguments the schema refused. */
export type ToolCallOutcome = { ok: true; document: unknown } | { ok: false; errors: string[] };

export interface McpTool {
  definition: ToolDefinition;
  /** JSONPath expressions of the fields of its document that hold third-party text. */
  untrustedFields: readonly string[];
  /** Throws ToolFailure for a failure protocols §6 reports inside the result. */
  call(args: Record<string, unknown>, caller: Caller): Promise<ToolCallOutcome>;
}

export interface ToolSpec<S extends z.ZodType> {
  name: McpToolName;
  /** For the host: a short human-readable name. */
  title: string;
  /** For the model; the third-party-text notice is added to it. */
  description: string;
  args: S;
  /** The leniencies REST applies before parsing (null = absent, numeric or boolean strings). */
  normalize?: (raw: Record<string, unknown>) => unknown;
  run(args: z.infer<S>, caller: Caller): Promise<unknown>;
}

/** JSON Schema of what a client may send; extra properties stay allowed (they are ignored). */
export function inputSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const { $schema: _dialect, ...inputSchema } = generated;
  return inputSchema;
}

export function defineTool<S extends z.ZodType>(spec: ToolSpec<S>): McpTool {
  return {
    definition: {
      name: spec.name,
      description: `${spec.description} ${UNTRUSTED_TEXT_NOTICE}`,
      inputSchema: inputSchemaOf(spec.args),
      annotations: { title: spec.title, readOnlyHint: true },
    },
    untrustedFields: UNTRUSTED_TOOL_FIELDS[spec.name],
    async call(args, caller) {
      const parsed = spec.args.safeParse(spec.normalize ? spec.normalize(args) : args);
      if (!parsed.success) return { ok: false, errors: validationTexts(parsed.error) };
      return { ok: true, document: await spec.run(parsed.data, caller) };
    },
  };
}
