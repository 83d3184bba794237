/** @module The /v2/webhooks paths of the OpenAPI document, from the webhooks contract. */
import {
  BadRequestBody,
  ForbiddenBody,
  NotFoundBody,
  WebhookCreateBody,
  WebhookDeliveryPage,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookPatchBody,
  WebhookResponse,
  WebhookSecretResponse,
} from '../../contract';
import { commonErrors, json, queryParam, schema, type JsonSchema } from './openapi-parts';

const forbidden = json(
  ForbiddenBody,
  'Plan without webhooks, webhook count reached, or content not in the plan',
);
const notFound = json(NotFoundBody, 'No webhook of this key has this id');
const invalid = json(BadRequestBody, 'Invalid body or parameters, or a refused URL');
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const body = (s: Parameters<typeof schema>[0]) => ({
  content: { 'application/json': { schema: schema(s, 'input') } },
});

export function webhookPaths(): Record<string, JsonSchema> {
  return {
    '/v2/webhooks': {
      get: {
        summary: "The key's webhooks",
        responses: {
          '200': json(WebhookListResponse, 'Webhooks (never secrets or auth values)'),
          '403': forbidden,
          ...commonErrors,
        },
      },
      post: {
        summary: 'Create a webhook (its secret is shown here and on rotate-secret only)',
        requestBody: body(WebhookCreateBody),
        responses: {
          '201': json(WebhookSecretResponse, 'The webhook with its signing secret'),
          '400': invalid,
          '403': forbidden,
          ...commonErrors,
        },
      },
    },
    '/v2/webhooks/{id}': {
      get: {
        summary: 'One webhook',
        parameters: [idParam],
        responses: {
          '200': json(WebhookResponse, 'The webhook'),
          '403': forbidden,
          '404': notFound,
          ...commonErrors,
        },
      },
      patch: {
        summary:
          'Change a webhook (JSON merge patch: null removes a filter or the auth; enabled:false disables)',
        parameters: [idParam],
        requestBody: body(WebhookPatchBody),
        responses: {
          '200': json(WebhookResponse, 'The webhook'),
          '400': invalid,
          '403': forbidden,
          '404': notFound,
          ...commonErrors,
        },
      },
      delete: {
        summary: 'Delete a webhook and its delivery log',
        parameters: [idParam],
        responses: { '204': { description: 'Deleted' }, '403': forbidden, '404': notFound, ...commonErrors },
      },
    },
    '/v2/webhooks/{id}/test': {
      post: {
        summary: 'Deliver the latest matching article (or a labelled sample) now, through the signed path',
        parameters: [idParam],
        responses: {
          '200': json(WebhookDeliveryResponse, 'The delivery after its first attempt'),
          '400': invalid,
          '403': forbidden,
          '404': notFound,
          ...commonErrors,
        },
      },
    },
    '/v2/webhooks/{id}/rotate-secret': {
      post: {
        summary: 'Replace the signing secret',
        parameters: [idParam],
        responses: {
          '200': json(WebhookSecretResponse, 'The webhook with its new secret'),
          '403': forbidden,
          '404': notFound,
          ...commonErrors,
        },
      },
    },
    '/v2/webhooks/{id}/enable': {
      post: {
        summary: 'Enable again (after 10 failed deliveries, or PATCH enabled:false)',
        parameters: [idParam],
        responses: {
          '200': json(WebhookResponse, 'The webhook'),
          '403': forbidden,
          '404': notFound,
          ...commonErrors,
        },
      },
    },
    '/v2/webhooks/{id}/deliveries': {
      get: {
        summary: 'The delivery log, newest first, each delivery with every attempt',
        parameters: [
          idParam,
          queryParam('status', 'pending, delivered or failed'),
          queryParam('page', 'Page number; default 1', 'integer'),
          queryParam('pageSize', '1 to 100; default 20', 'integer'),
        ],
        responses: {
          '200': json(WebhookDeliveryPage, 'A page of deliveries'),
          '400': invalid,
          '403': forbidden,
          '404': notFound,
          ...commonErrors,
        },
      },
    },
  };
}
