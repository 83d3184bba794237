/**
 * An authorization code is redeemed once (RFC 6749 §4.1.2), whatever its spelling: a code respelled so it
 * decodes to the same bytes (other unused bits in its last character, padding, the standard alphabet,
 * white space) is not a code at all, and redemptions raced across the instances sharing one database
 * give one access token. On the embedded store (one instance) and on PostgreSQL (two instances).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ClientRegistrationResponse } from '../../../contract/mcp/oauth';
import { createApiKey } from '../../store/keys-repo';
import { REDEMPTION_CLOCK_SKEW_MS } from '../../store/oauth-codes-repo';
import { base64urlRespellings } from '../../testing/base64url-respellings';
import { ENGINES } from '../../testing/engines';
import { authorizeAsUser } from '../../testing/oauth-user';
import {
  openIsolatedPostgres,
  plansWithoutBurst,
  startTestService,
  type TestService,
} from '../../testing/test-service';
import { codeDigest } from './exchange-code';
import { s256Challenge } from './pkce';

const REDIRECT = 'http://127.0.0.1:53682/callback';
const INVALID = { error: 'invalid_grant', error_description: 'The authorization code is invalid' };
const USED = { error: 'invalid_grant', error_description: 'The authorization code has already been used' };

interface Flow {
  clientId: string;
  verifier: string;
  code: string;
}

describe.each(ENGINES)(
  'authorization codes are single-use in every spelling [$engine]',
  ({ engine, skip }) => {
    /** Two instances on one database; on the embedded store, the one instance twice. */
    let instances: TestService[] = [];
    let drop: () => Promise<void> = async () => undefined;
    let key = '';
    /**
     * Each started instance's clock (the embedded store's one instance has the first): the real time or a
     * time it is stopped at, plus how far it is off.
     */
    const stopped: (number | null)[] = [null, null];
    const skews = [0, 0];
    const clock = (i: number) => ({ now: () => (stopped[i] ?? Date.now()) + (skews[i] ?? 0) });

    beforeAll(async () => {
      if (skip) return;
      const plans = plansWithoutBurst();
      if (engine === 'pglite') {
        const only = await startTestService({ engine, plans, seed: false, mcp: clock(0) });
        instances = [only, only];
      } else {
        const isolated = await openIsolatedPostgres();
        drop = isolated.drop;
        const options = { engine, databaseUrl: isolated.url, plans, seed: false };
        const first = await startTestService({ ...options, mcp: clock(0) });
        instances = [first, await startTestService({ ...options, mcp: clock(1) })];
      }
      ({ key } = await createApiKey(at(0).db, { name: 'oauth', plan: 'free' }));
    });
    afterAll(async () => {
      await Promise.all([...new Set(instances)].map((instance) => instance.close()));
      await drop();
    });

    const at = (i: number): TestService => {
      const instance = instances[i % instances.length];
      if (!instance) throw new Error('no instance');
      return instance;
    };

    /** A code minted on the first instance; `scope` pads the sealed grant, so its length mod 3 varies. */
    async function obtainCode(scope: string): Promise<Flow> {
      const registered = await fetch(`${at(0).url}/mcp/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: [REDIRECT] }),
      });
      const { client_id: clientId } = ClientRegistrationResponse.parse(await registered.json());
      const verifier = randomBytes(48).toString('base64url');
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: REDIRECT,
        code_challenge: s256Challenge(verifier),
        code_challenge_method: 'S256',
        scope,
      });
      const outcome = await authorizeAsUser(`${at(0).url}/mcp/authorize?${query.toString()}`, key);
      const code = new URL(outcome.location ?? '').searchParams.get('code');
      if (!code) throw new Error(`no code in ${outcome.location}`);
      return { clientId, verifier, code };
    }

    async function redeemOn(instance: TestService, flow: Flow, code: string) {
      const res = await fetch(`${instance.url}/mcp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          client_id: flow.clientId,
          code_verifier: flow.verifier,
        }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }

    // Three scope lengths: the code's byte count takes every residue mod 3 (4, 2 or no unused bits).
    const SCOPES = ['a', 'ab', 'abc'];

    it.skipIf(skip).each(SCOPES)(
      'scope %s: a respelled code is invalid on every instance, before and after the code is redeemed',
      async (scope) => {
        const flow = await obtainCode(scope);
        const spellings = base64urlRespellings(flow.code);
        for (const [i, spelling] of spellings.entries()) {
          expect(await redeemOn(at(i), flow, spelling), JSON.stringify(spelling)).toEqual({
            status: 400,
            body: INVALID,
          });
        }
        // Refused respellings did not use the code up.
        expect((await redeemOn(at(1), flow, flow.code)).status).toBe(200);
        for (const [i, spelling] of [flow.code, ...spellings].entries()) {
          const again = await redeemOn(at(i), flow, spelling);
          expect(again, JSON.stringify(spelling)).toEqual({
            status: 400,
            body: spelling === flow.code ? USED : INVALID,
          });
        }
      },
    );

    it.skipIf(skip)(
      'a clock running ahead (another instance’s, or this one’s before a step back) sweeps no note still needed',
      async () => {
        const redeemed = await obtainCode('a');
        expect((await redeemOn(at(1), redeemed, redeemed.code)).status).toBe(200);
        try {
          // 130 s ahead: past the redeemed code's expiry (120 s) while it is still valid on the other clock.
          skews[0] = 130_000;
          const later = await obtainCode('b');
          expect((await redeemOn(at(0), later, later.code)).status).toBe(200);
        } finally {
          skews[0] = 0;
        }
        expect(await redeemOn(at(1), redeemed, redeemed.code)).toEqual({ status: 400, body: USED });
      },
    );

    it.skipIf(skip)(
      'a note is swept once its code expired longer ago than the clock skew allowed',
      async () => {
        stopped[0] = Date.now();
        onTestFinished(() => {
          stopped[0] = null;
        });
        const redeemed = await obtainCode('a');
        expect((await redeemOn(at(0), redeemed, redeemed.code)).status).toBe(200);
        const noted = async () => {
          const digest = codeDigest(Buffer.from(redeemed.code, 'base64url'));
          const rows = await at(0).db.query('SELECT 1 FROM oauth_code_redemptions WHERE code_digest = $1', [
            digest,
          ]);
          return rows.length === 1;
        };
        const sweepAt = async (ahead: number) => {
          skews[0] = ahead;
          try {
            const later = await obtainCode('b');
            expect((await redeemOn(at(0), later, later.code)).status).toBe(200);
          } finally {
            skews[0] = 0;
          }
        };
        // The code lives 120 s; its note, the skew allowance more.
        await sweepAt(120_000 + REDEMPTION_CLOCK_SKEW_MS);
        expect(await noted()).toBe(true);
        await sweepAt(120_000 + REDEMPTION_CLOCK_SKEW_MS + 1);
        expect(await noted()).toBe(false);
      },
    );

    it.skipIf(skip)('every spelling sent at once, spread over the instances: one access token', async () => {
      const flows = await Promise.all(SCOPES.map(obtainCode));
      for (const [n, flow] of flows.entries()) {
        const spellings = [flow.code, flow.code, ...base64urlRespellings(flow.code)];
        const answers = await Promise.all(spellings.map((spelling, i) => redeemOn(at(i), flow, spelling)));
        const granted = answers.filter((answer) => answer.status === 200);
        expect(granted).toEqual([
          { status: 200, body: { access_token: key, token_type: 'Bearer', scope: SCOPES[n] } },
        ]);
      }
    });
  },
);
