/** @module Plans: quota, burst and capabilities per plan, from config/plans.json or NEWSROOM_PLANS_FILE. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const Plan = z.object({
  /** Requests per UTC calendar month; null = unlimited. */
  monthlyQuota: z.number().int().positive().nullable(),
  /** At most `requests` per `seconds`; null = no burst limit. */
  burst: z.object({ requests: z.number().int().positive(), seconds: z.number().int().positive() }).nullable(),
  capabilities: z.object({
    content: z.boolean(),
    entities: z.boolean(),
    websocket: z.boolean(),
    webhooks: z.boolean(),
  }),
  websocketConnections: z.number().int().min(0),
  webhooks: z.number().int().min(0),
  /** MCP resource subscriptions a key may hold across its sessions; absent = none. */
  mcpSubscriptions: z.number().int().min(0).optional(),
});
export type Plan = z.infer<typeof Plan>;

export const PlanTable = z
  .record(z.string().regex(/^[a-z][a-z0-9_-]*$/, 'plan names are lower-case words'), Plan)
  .refine((t) => Object.keys(t).length > 0, 'at least one plan');
export type PlanTable = z.infer<typeof PlanTable>;

export const DEFAULT_PLANS_FILE = fileURLToPath(new URL('../../../config/plans.json', import.meta.url));

/** Reads and validates a plans file; throws with the file name and every problem. */
export function loadPlans(file: string = DEFAULT_PLANS_FILE): PlanTable {
  const parsed = PlanTable.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`config: invalid plans file ${file}:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
