/**
 * @module The webhook changes: create, patch (edit, disable), enable, delete, rotate the secret, send a
 * test. Each invalidates through the key factory; create and rotate return the secret, shown once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  WebhookDeliveryResponse,
  WebhookResponse,
  WebhookSecretResponse,
  type WebhookCreateBody,
  type WebhookPatchBody,
} from '../../../../contract';
import { request } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

const path = (id: string, action = '') => `/v2/webhooks/${encodeURIComponent(id)}${action}`;

export function useWebhookMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: webhookKeys.all });
  const options = { onSettled: refresh };
  return {
    create: useMutation({
      mutationFn: (body: WebhookCreateBody) =>
        request(WebhookSecretResponse, { method: 'POST', path: '/v2/webhooks', body }),
      ...options,
    }),
    patch: useMutation({
      mutationFn: ({ id, body }: { id: string; body: WebhookPatchBody }) =>
        request(WebhookResponse, { method: 'PATCH', path: path(id), body }),
      ...options,
    }),
    enable: useMutation({
      mutationFn: (id: string) => request(WebhookResponse, { method: 'POST', path: path(id, '/enable') }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: string) => request(z.unknown(), { method: 'DELETE', path: path(id) }),
      ...options,
    }),
    rotate: useMutation({
      mutationFn: (id: string) =>
        request(WebhookSecretResponse, { method: 'POST', path: path(id, '/rotate-secret') }),
      ...options,
    }),
    test: useMutation({
      mutationFn: (id: string) =>
        request(WebhookDeliveryResponse, { method: 'POST', path: path(id, '/test') }),
      ...options,
    }),
  };
}
