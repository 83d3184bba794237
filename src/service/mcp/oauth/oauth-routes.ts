/**
 * @module The OAuth routes under {mcp_url}: register and token for programs (JSON answers, CORS), and
 * the authorization page and its form for people (HTML, never framed or cached). The form is taken only
 * from our own page: same-origin by `Origin` / `Sec-Fetch-Site`, and carrying the token that page minted
 * for these parameters. Bodies are read as text (at most 64 KiB) and parsed per route. Neither the API
 * key nor a code is ever logged.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MCP_PATH } from '../../../contract/mcp/jsonrpc';
import { CODE_LIFETIME_SECONDS, MCP_OAUTH_PATHS, OAUTH_LIMITS } from '../../../contract/mcp/oauth';
import type { KeyResolver } from '../../auth/key-resolver';
import type { Queryable } from '../../store/db';
import { redeemCodeOnce } from '../../store/oauth-codes-repo';
import { allowAnyOrigin } from '../cors';
import { takeBodiesAsText } from '../raw-body';
import {
  AUTHORIZE_TEXT,
  checkAuthorizeRequest,
  redirectLocation,
  type AuthorizeCheck,
} from './authorize-request';
import { PAGE_HEADERS, renderConsentPage, renderErrorPage } from './authorize-page';
import { readBodyFields, readJsonObject } from './body-fields';
import type { OAuthCredentials } from './credentials';
import { exchangeCode } from './exchange-code';
import { registerClient } from './register-client';

export interface OAuthRoutesDeps {
  credentials: OAuthCredentials;
  keys: KeyResolver;
  /** Where redeemed codes are noted (shared by every instance on the database). */
  db: Queryable;
  /** The public base URL the pages are reached at (NEWSROOM_PUBLIC_URL or the listen URL). */
  publicUrl(): string;
  now(): number;
}

/** How long the authorization page's form may be submitted after it was shown. */
export const FORM_LIFETIME_MS = 30 * 60 * 1000;

export const FORM_TEXT = {
  crossSite:
    'This form can only be sent from this server’s own authorization page. Start the connection again from the application.',
  staleForm:
    'This form has expired or was not issued by this server for this request. Start the connection again from the application.',
} as const;

/**
 * A browser says where a form comes from: `Sec-Fetch-Site` (same-origin only) and `Origin` (our public
 * origin or the Host asked for). `Origin: null` (sent under our no-referrer policy) and a program that
 * sends neither are left to the form token.
 */
export function fromOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  if (!URL.canParse(origin)) return false;
  const parsed = new URL(origin);
  return parsed.origin === new URL(publicUrl).origin || parsed.host === request.headers.host;
}

const PATH = {
  register: `${MCP_PATH}${MCP_OAUTH_PATHS.register}`,
  authorize: `${MCP_PATH}${MCP_OAUTH_PATHS.authorize}`,
  submit: `${MCP_PATH}${MCP_OAUTH_PATHS.authorizeSubmit}`,
  token: `${MCP_PATH}${MCP_OAUTH_PATHS.token}`,
} as const;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(body);
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .code(302)
    .header('location', location)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send();
}

/** Answers a check that failed; null when it passed. */
function refused(reply: FastifyReply, check: AuthorizeCheck): FastifyReply | null {
  if (check.kind === 'error-page') return html(reply, 400, renderErrorPage(check.message, check.oauthError));
  if (check.kind === 'error-redirect') return redirect(reply, check.location);
  return null;
}

const cancelLocation = (redirectUri: string, state: string | undefined) =>
  redirectLocation(redirectUri, { error: 'access_denied', error_description: AUTHORIZE_TEXT.denied, state });

export async function oauthRoutes(scope: FastifyInstance, deps: OAuthRoutesDeps): Promise<void> {
  takeBodiesAsText(scope);
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const description = `The body must not be larger than ${OAUTH_LIMITS.bodyBytes} bytes`;
      return reply.code(413).send({ error: 'invalid_request', error_description: description });
    }
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'The request is malformed' });
    }
    request.log.error(
      { err: error, method: request.method, url: request.url.split('?')[0] },
      'oauth: unhandled error',
    );
    return reply.code(500).send({ error: 'server_error', error_description: 'Internal server error' });
  });

  // For people: the authorization page and its form.
  scope.get(PATH.authorize, async (request, reply) => {
    const check = checkAuthorizeRequest(request.query as Record<string, unknown>, deps.credentials);
    if (check.kind !== 'ok') return refused(reply, check);
    const { params, client } = check;
    return html(
      reply,
      200,
      renderConsentPage({
        params,
        client,
        cancelLocation: cancelLocation(params.redirect_uri, params.state),
        formAction: MCP_OAUTH_PATHS.authorizeSubmit.slice(1),
        formToken: deps.credentials.mintFormToken(params, deps.now() + FORM_LIFETIME_MS),
      }),
    );
  });

  scope.post(PATH.submit, async (request, reply) => {
    if (!fromOwnPage(request, deps.publicUrl()))
      return html(reply, 403, renderErrorPage(FORM_TEXT.crossSite));
    const fields = readBodyFields(request.headers['content-type'], request.body, ['form']);
    if (!fields) return html(reply, 400, renderErrorPage(AUTHORIZE_TEXT.badForm));
    const check = checkAuthorizeRequest(fields, deps.credentials);
    if (check.kind !== 'ok') return refused(reply, check);
    const { params, client } = check;
    if (!deps.credentials.formTokenValid(fields.form_token, params, deps.now())) {
      return html(reply, 403, renderErrorPage(FORM_TEXT.staleForm));
    }
    const entered = typeof fields.api_key === 'string' ? fields.api_key.trim() : '';
    const caller = entered.length <= OAUTH_LIMITS.apiKey ? await deps.keys.resolve(entered) : null;
    if (!caller) {
      return html(
        reply,
        401,
        renderConsentPage({
          params,
          client,
          cancelLocation: cancelLocation(params.redirect_uri, params.state),
          formAction: 'submit',
          formToken: deps.credentials.mintFormToken(params, deps.now() + FORM_LIFETIME_MS),
          problem: AUTHORIZE_TEXT.keyRefused,
        }),
      );
    }
    const code = deps.credentials.mintCode({
      key: entered,
      client_id: params.client_id,
      redirect_uri: params.redirect_uri,
      code_challenge: params.code_challenge,
      ...(params.scope === undefined ? {} : { scope: params.scope }),
      exp: deps.now() + CODE_LIFETIME_SECONDS * 1000,
    });
    return redirect(reply, redirectLocation(params.redirect_uri, { code, state: params.state }));
  });

  // For programs: registration and the token endpoint, callable from browser-based clients.
  await scope.register(async (api) => {
    allowAnyOrigin(
      api,
      { methods: ['POST'], allowHeaders: ['Content-Type', 'Authorization', 'MCP-Protocol-Version'] },
      [PATH.register, PATH.token],
    );
    api.post(PATH.register, async (request, reply) => {
      const body = readJsonObject(typeof request.body === 'string' ? request.body : '');
      const outcome = registerClient(body, deps.credentials, deps.now());
      return reply.code(outcome.status).header('cache-control', 'no-store').send(outcome.body);
    });
    api.post(PATH.token, async (request, reply) => {
      const fields = readBodyFields(request.headers['content-type'], request.body, ['form', 'json']);
      const outcome = fields
        ? await exchangeCode(fields, {
            ...deps,
            redeemOnce: (digest, expiresAt, now) => redeemCodeOnce(deps.db, digest, expiresAt, now),
          })
        : ({
            status: 400,
            body: {
              error: 'invalid_request',
              error_description: 'The body must be application/x-www-form-urlencoded or JSON',
            },
          } as const);
      return reply
        .code(outcome.status)
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send(outcome.body);
    });
  });
}
