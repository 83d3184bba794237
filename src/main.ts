/**
 * @module Entry point of `npm start`: configuration, store and migrations, local key, demo corpus,
 * then the HTTP service on PORT; graceful shutdown on SIGINT/SIGTERM.
 */
import { startService } from './service/start-service';

const service = await startService().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    service.log.info({ signal }, 'shutting down');
    service
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        service.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
