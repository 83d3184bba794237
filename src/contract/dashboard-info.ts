/**
 * @module What the dashboard server tells its page about the API behind its proxy (`GET /api-info`), so a
 * copied request names the real service. Never the key: only where the key can be found.
 */
import { z } from 'zod';

export const API_INFO_PATH = '/api-info';

export const ApiInfo = z.object({
  /** The upstream the proxy talks to, no trailing slash (e.g. `http://127.0.0.1:8080`). */
  apiBaseUrl: z.url(),
  /** The file holding the key the proxy adds (e.g. `data/local-api-key`); null when it came from NEWS_API_KEY. */
  keyFile: z.string().min(1).nullable(),
});
export type ApiInfo = z.infer<typeof ApiInfo>;
