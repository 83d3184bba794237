/** @module Query-key factory for webhooks: the list, and each webhook's delivery log per status filter. */
import type { WebhookDeliveryStatus } from '../../../../contract';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string, status: WebhookDeliveryStatus | 'all') =>
    [...webhookKeys.all, 'deliveries', id, status] as const,
  deliveriesOf: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};
