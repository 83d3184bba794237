/** @module The OpenAPI entries of the /v2/webhooks routes, from the webhooks contract. */
import { z } from 'zod';
import {
  BadRequestBody,
  ForbiddenBody,
  NotFoundBody,
  WebhookCreateBody,
  WebhookDeliveriesQuery,
  WebhookDeliveryPage,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookPatchBody,
  WebhookResponse,
  WebhookSecretResponse,
} from '../../../contract';
import { described, routeDocs } from '../openapi-parts';

const forbidden = described(
  ForbiddenBody,
  'Plan without webhooks, webhook count reached, or content not in the plan',
);
const notFound = described(NotFoundBody, 'No webhook of this key has this id');
const invalid = described(BadRequestBody, 'Invalid body or parameters, or a refused URL');
const params = z.object({ id: z.string() });
const webhook = described(WebhookResponse, 'The webhook');

export const webhookDocs = {
  list: routeDocs({
    summary: "The key's webhooks",
    response: {
      200: described(WebhookListResponse, 'Webhooks (never secrets or auth values)'),
      403: forbidden,
    },
  }),
  create: routeDocs({
    summary: 'Create a webhook (its secret is shown here and on rotate-secret only)',
    body: WebhookCreateBody,
    response: {
      201: described(WebhookSecretResponse, 'The webhook with its signing secret'),
      400: invalid,
      403: forbidden,
    },
  }),
  get: routeDocs({
    summary: 'One webhook',
    params,
    response: { 200: webhook, 403: forbidden, 404: notFound },
  }),
  patch: routeDocs({
    summary: 'Change a webhook (JSON merge patch: null removes a filter or the auth; enabled:false disables)',
    params,
    body: WebhookPatchBody,
    response: { 200: webhook, 400: invalid, 403: forbidden, 404: notFound },
  }),
  remove: routeDocs({
    summary: 'Delete a webhook and its delivery log',
    params,
    response: { 204: described(z.null(), 'Deleted'), 403: forbidden, 404: notFound },
  }),
  test: routeDocs({
    summary: 'Deliver the latest matching article (or a labelled sample) now, through the signed path',
    params,
    response: {
      200: described(WebhookDeliveryResponse, 'The delivery after its first attempt'),
      400: invalid,
      403: forbidden,
      404: notFound,
    },
  }),
  rotateSecret: routeDocs({
    summary: 'Replace the signing secret',
    params,
    response: {
      200: described(WebhookSecretResponse, 'The webhook with its new secret'),
      403: forbidden,
      404: notFound,
    },
  }),
  enable: routeDocs({
    summary: 'Enable again (after 10 failed deliveries, or PATCH enabled:false)',
    params,
    response: { 200: webhook, 403: forbidden, 404: notFound },
  }),
  deliveries: routeDocs({
    summary: 'The delivery log, newest first, each delivery with every attempt',
    params,
    querystring: WebhookDeliveriesQuery,
    response: {
      200: described(WebhookDeliveryPage, 'A page of deliveries'),
      400: invalid,
      403: forbidden,
      404: notFound,
    },
  }),
};
