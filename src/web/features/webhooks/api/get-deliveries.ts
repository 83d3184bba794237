/**
 * @module GET /v2/webhooks/:id/deliveries: the newest deliveries, all or one status. Asked again every few
 * seconds while one is pending, so a test delivery shows its outcome without a reload.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhookDeliveryPage, type WebhookDeliveryStatus } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function deliveriesOptions(id: string, status: WebhookDeliveryStatus | 'all') {
  return queryOptions({
    queryKey: webhookKeys.deliveries(id, status),
    queryFn: ({ signal }) =>
      request(WebhookDeliveryPage, {
        method: 'GET',
        path: `/v2/webhooks/${encodeURIComponent(id)}/deliveries`,
        query: { status: status === 'all' ? undefined : status, pageSize: 50 },
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2_000 : false,
  });
}

export function useDeliveries(id: string, status: WebhookDeliveryStatus | 'all') {
  return useQuery(deliveriesOptions(id, status));
}
