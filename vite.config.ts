/** @module Vite: the SPA build (`dist/web`) and the dev server, whose proxy is the dashboard server's. */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiInfoPlugin } from './src/dashboard/api-info.ts';
import { localKeyPath, parseDashboardEnv, resolveApiKey } from './src/dashboard/config.ts';
import { precompressPlugin } from './src/dashboard/precompress-plugin.ts';
import { liveRelayPlugin, viteProxyConfig } from './src/dashboard/proxy.ts';
import { guardPolicy } from './src/dashboard/request-guard.ts';
import { devServerHeaders } from './src/dashboard/security-headers.ts';

export const WEB_OUT_DIR = 'dist/web';

export default defineConfig(async ({ command }) => {
  const env = parseDashboardEnv(process.env);
  // The key is only needed by the dev proxy; a build never reads it, so it cannot end up in the bundle.
  const apiKey = command === 'serve' ? await resolveApiKey(env) : undefined;
  const guard = guardPolicy(env.DASHBOARD_HOST, env.DASHBOARD_PUBLIC_HOST);
  const upstream = { upstreamBaseUrl: env.NEWS_API_BASE_URL, apiKey, guard };
  const keyFile = env.NEWS_API_KEY ? undefined : localKeyPath(env.NEWSROOM_DATA_DIR);
  return {
    plugins: [
      react(),
      tailwindcss(),
      liveRelayPlugin(upstream),
      apiInfoPlugin({ upstreamBaseUrl: env.NEWS_API_BASE_URL, keyFile }),
      precompressPlugin(),
    ],
    build: {
      outDir: WEB_OUT_DIR,
      emptyOutDir: true,
      // What `npm start` serves carries no source maps (they doubled the download a browser could make and
      // published the sources); `vite` (dev) keeps its own.
      sourcemap: false,
      rolldownOptions: {
        output: {
          // Why: libraries change less often than the app, so a browser keeps them cached across our releases.
          // The initial-JS budget (bench:web) counts the entry and its modulepreloads, so it is unaffected.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
                priority: 2,
              },
              { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            ],
          },
        },
      },
    },
    server: {
      host: env.DASHBOARD_HOST,
      port: env.DASHBOARD_PORT,
      // Vite refuses other Host names itself; the guard adds the same-site rule on /api and /ws.
      allowedHosts: guard.allowedHosts.filter((h) => !h.includes(':')),
      headers: devServerHeaders(),
      proxy: viteProxyConfig(upstream),
    },
  };
});
