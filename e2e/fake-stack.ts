/** @module Starts a fake upstream and the real dashboard server over `dist/web`, for e2e runs without the service. */
import { startDashboardServer } from '../src/dashboard/server';
import { startFakeUpstream } from '../src/dashboard/testing/fake-upstream';
import { FAKE_E2E_KEY } from './fake-key';

const KEY = FAKE_E2E_KEY;
const port = Number(process.env.E2E_PORT ?? 4173);

const upstream = await startFakeUpstream({
  apiKey: KEY,
  withStats: process.env.FAKE_NO_STATS !== '1',
  withCompanies: process.env.FAKE_NO_COMPANIES !== '1',
});
const dashboard = await startDashboardServer({
  port,
  host: '127.0.0.1',
  upstreamBaseUrl: upstream.url,
  apiKey: KEY,
  staticDir: 'dist/web',
});
console.log(`fake stack: dashboard ${dashboard.url} → upstream ${upstream.url}`);

const stop = async () => {
  await dashboard.close();
  await upstream.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
