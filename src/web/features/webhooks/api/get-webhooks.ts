/** @module GET /v2/webhooks: the key's webhooks (a 403 means the plan has none; the page says so). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhookListResponse } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function webhooksOptions() {
  return queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => request(WebhookListResponse, { method: 'GET', path: '/v2/webhooks', signal }),
  });
}

export function useWebhooks() {
  return useQuery(webhooksOptions());
}
