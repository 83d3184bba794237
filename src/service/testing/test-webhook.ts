/** @module A key on the enterprise plan with one webhook, stored directly: for tests of the delivery tables. */
import type { Db } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import { insertWebhookWithinLimit } from '../store/webhooks-repo';

/** The new webhook's id. */
export async function createTestWebhook(db: Db, name: string): Promise<number> {
  const { record } = await createApiKey(db, { name, plan: 'enterprise' });
  const webhook = await insertWebhookWithinLimit(
    db,
    {
      keyId: record.id,
      url: 'https://hooks.example/in',
      type: 'enriched',
      filters: {},
      secretSealed: 'x',
      auth: null,
    },
    10,
    0,
  );
  if (!webhook) throw new Error('webhook not created');
  return webhook.id;
}
