/**
 * @module GET /v2/account (our extension): the calling key's plan, this month's usage day by day and the
 * live connections it holds. Free for every plan: it counts no unit of the quota or the burst.
 */
import { z } from 'zod';

export const AccountPlan = z.object({
  name: z.string(),
  /** Requests per UTC calendar month; null = unlimited. */
  monthlyQuota: z.number().int().nullable(),
  /** At most `requests` per `seconds`; null = no burst limit. */
  burst: z.object({ requests: z.number().int(), seconds: z.number().int() }).nullable(),
  capabilities: z.object({
    content: z.boolean(),
    entities: z.boolean(),
    websocket: z.boolean(),
    webhooks: z.boolean(),
  }),
  websocketConnections: z.number().int(),
  webhooks: z.number().int(),
});
export type AccountPlan = z.infer<typeof AccountPlan>;

export const AccountUsage = z.object({
  /** The UTC calendar month counted, e.g. `2026-11`. */
  period: z.string(),
  used: z.number().int(),
  /** The plan's monthly quota; null = unlimited. */
  limit: z.number().int().nullable(),
  /** When the next period starts (ISO 8601 UTC). */
  resetsAt: z.string(),
  /** Every UTC day of the period up to today, oldest first; days without requests are 0. */
  daily: z.array(z.object({ day: z.string(), used: z.number().int() })),
});
export type AccountUsage = z.infer<typeof AccountUsage>;

export const AccountResponse = z.object({
  status: z.literal('ok'),
  /** The key asking (an account is one key); never the key itself. */
  key: z.object({ name: z.string(), prefix: z.string(), createdAt: z.string() }),
  plan: AccountPlan,
  usage: AccountUsage,
  /** Live WebSocket connections the key holds now, across every instance, and the plan's limit. */
  live: z.object({ connections: z.number().int(), limit: z.number().int() }),
});
export type AccountResponse = z.infer<typeof AccountResponse>;
