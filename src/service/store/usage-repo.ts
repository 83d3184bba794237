/** @module Usage counters read back: a key's requests of one month, and per UTC day (usage_daily). */
import type { Queryable } from './db';

/** Requests counted per UTC day in [fromDay, toDay] (YYYY-MM-DD); days without requests are absent. */
export async function dailyUsage(
  db: Queryable,
  keyId: number,
  fromDay: string,
  toDay: string,
): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; used: number | string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, used FROM usage_daily
      WHERE key_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [keyId, fromDay, toDay],
  );
  return new Map(rows.map((r) => [r.day, Number(r.used)]));
}
