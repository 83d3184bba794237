/**
 * @module Entry point of `npm start`: the news service (store, migrations, local key, demo corpus, HTTP
 * on PORT) and the dashboard server beside it (DASHBOARD_PORT), whose proxy holds the API key so the
 * browser never does. Graceful shutdown on SIGINT/SIGTERM.
 */
import { localKeyPath, parseDashboardEnv } from './dashboard/config';
import { startDashboardServer } from './dashboard/server';
import { bannerStream, startBanner, type StartBannerInfo } from './service/logging/start-banner';
import { startService } from './service/start-service';

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const service = await startService().catch(fail);
// `npm run dev` serves the dashboard through Vite instead (NEWSROOM_DASHBOARD=0).
const withDashboard = process.env.NEWSROOM_DASHBOARD !== '0';
const dashboardEnv = (() => {
  try {
    return parseDashboardEnv(process.env);
  } catch (error) {
    return fail(error);
  }
})();
// Without NEWS_API_BASE_URL the dashboard talks to the service just started, with its local key.
const upstream = process.env.NEWS_API_BASE_URL ? dashboardEnv.NEWS_API_BASE_URL : service.url;
const dashboard = withDashboard
  ? await startDashboardServer({
      port: dashboardEnv.DASHBOARD_PORT,
      host: dashboardEnv.DASHBOARD_HOST,
      publicHosts: dashboardEnv.DASHBOARD_PUBLIC_HOST,
      upstreamBaseUrl: upstream,
      apiKey: dashboardEnv.NEWS_API_KEY ?? service.localKey,
      apiKeyFile: dashboardEnv.NEWS_API_KEY ? undefined : localKeyPath(dashboardEnv.NEWSROOM_DATA_DIR),
      staticDir: 'dist/web',
      logger: service.log.child({ component: 'dashboard' }),
    }).catch(fail)
  : null;
const banner: StartBannerInfo = {
  api: service.url,
  dashboard: dashboard ? dashboard.url : null,
  docs: `${service.url}/docs`,
  keyFile: service.localKeyFile,
};
// A JSON log gets one structured line (never the key); the banner, with a key made by this start, is for a
// person and is written as plain text: on stdout beside readable log lines, else on stderr at a terminal.
if (service.logFormat === 'json') {
  service.log.info({ banner: { ...banner, dashboardUpstream: upstream } }, 'newsroom is running');
}
const bannerTo = bannerStream({
  logFormat: service.logFormat,
  stderrIsTerminal: process.stderr.isTTY === true,
});
if (bannerTo) {
  const text = startBanner({ ...banner, newKey: service.localKeyCreated ? service.localKey : undefined });
  // After the log lines before it, which are written asynchronously.
  service.log.flush(() => process[bannerTo].write(`${text}\n`));
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    service.log.info({ signal }, 'shutting down');
    Promise.all([dashboard?.close(), service.close()])
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        service.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
