/**
 * @module /v2/webhooks: a key's webhooks (create, list, read, patch, delete, test, rotate-secret, enable) and
 * their delivery log. Plan capability `webhooks` first, then the contract, then one service call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  WEBHOOK_TEXT,
  WebhookCreateBody,
  WebhookDeliveriesQuery,
  WebhookPatchBody,
  dropNulls,
  type WebhookDeliveryPage,
  type WebhookDeliveryResponse,
  type WebhookListResponse,
  type WebhookResponse,
  type WebhookSecretResponse,
} from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { Caller } from '../../auth/key-resolver';
import {
  WebhookError,
  type WebhookService,
  type WebhookWithSecretRecord,
} from '../../webhooks/webhook-service';
import { badRequest, forbidden, notFound, queryError, type HttpError } from '../../http/http-error';
import { NO_BODY } from '../../http/json-body';
import { toWebhook, toWebhookDelivery } from '../present-webhook';
import { parseOr400 } from '../../http/validate';
import { webhookDocs } from './webhooks-docs';

function toHttpError(error: WebhookError): HttpError {
  const [first = ''] = error.texts;
  switch (error.code) {
    case 'invalid':
      return badRequest(error.texts);
    case 'query':
      return queryError(first);
    case 'forbidden':
      return forbidden(first);
    case 'not_found':
      return notFound(first);
  }
}

/** The caller, when its plan has webhooks. */
function webhookCaller(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  if (!caller.plan.capabilities.webhooks) throw forbidden(WEBHOOK_TEXT.capabilityForbidden);
  return caller;
}

async function worded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof WebhookError ? toHttpError(error) : error;
  }
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const withSecret = ({ webhook, secret }: WebhookWithSecretRecord): WebhookSecretResponse => ({
  status: 'ok',
  webhook: { ...toWebhook(webhook), secret },
});

export function registerWebhooks(app: FastifyInstance, webhooks: WebhookService): void {
  app.get('/v2/webhooks', webhookDocs.list, async (request): Promise<WebhookListResponse> => {
    const caller = webhookCaller(request);
    return { status: 'ok', webhooks: (await webhooks.list(caller)).map(toWebhook) };
  });

  app.post('/v2/webhooks', webhookDocs.create, async (request, reply): Promise<WebhookSecretResponse> => {
    const caller = webhookCaller(request);
    const body = parseOr400(WebhookCreateBody, dropNulls(request.body ?? {}));
    const created = await worded(() => webhooks.create(caller, body));
    reply.code(201);
    return withSecret(created);
  });

  app.get('/v2/webhooks/:id', webhookDocs.get, async (request): Promise<WebhookResponse> => {
    const caller = webhookCaller(request);
    return { status: 'ok', webhook: toWebhook(await worded(() => webhooks.get(caller, idOf(request)))) };
  });

  app.patch('/v2/webhooks/:id', webhookDocs.patch, async (request): Promise<WebhookResponse> => {
    const caller = webhookCaller(request);
    const patch = parseOr400(WebhookPatchBody, request.body ?? {});
    const webhook = await worded(() => webhooks.update(caller, idOf(request), patch));
    return { status: 'ok', webhook: toWebhook(webhook) };
  });

  app.delete('/v2/webhooks/:id', { ...webhookDocs.remove, ...NO_BODY }, async (request, reply) => {
    const caller = webhookCaller(request);
    await worded(() => webhooks.remove(caller, idOf(request)));
    return reply.code(204).send();
  });

  app.post(
    '/v2/webhooks/:id/test',
    { ...webhookDocs.test, ...NO_BODY },
    async (request): Promise<WebhookDeliveryResponse> => {
      const caller = webhookCaller(request);
      const delivery = await worded(() => webhooks.test(caller, idOf(request)));
      return { status: 'ok', delivery: toWebhookDelivery(delivery) };
    },
  );

  app.post(
    '/v2/webhooks/:id/rotate-secret',
    { ...webhookDocs.rotateSecret, ...NO_BODY },
    async (request): Promise<WebhookSecretResponse> => {
      const caller = webhookCaller(request);
      return withSecret(await worded(() => webhooks.rotateSecret(caller, idOf(request))));
    },
  );

  app.post(
    '/v2/webhooks/:id/enable',
    { ...webhookDocs.enable, ...NO_BODY },
    async (request): Promise<WebhookResponse> => {
      const caller = webhookCaller(request);
      return { status: 'ok', webhook: toWebhook(await worded(() => webhooks.enable(caller, idOf(request)))) };
    },
  );

  app.get(
    '/v2/webhooks/:id/deliveries',
    webhookDocs.deliveries,
    async (request): Promise<WebhookDeliveryPage> => {
      const caller = webhookCaller(request);
      const query = parseOr400(WebhookDeliveriesQuery, request.query);
      const deliveries = await worded(() => webhooks.deliveries(caller, idOf(request), query));
      return {
        status: 'ok',
        page: query.page,
        pageSize: query.pageSize,
        deliveries: deliveries.map(toWebhookDelivery),
      };
    },
  );
}
