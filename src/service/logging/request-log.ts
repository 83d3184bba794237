/**
 * @module One log line per request, written at response with method, url, status and time: Fastify's log
 * controller with its "incoming request" and "route not found" lines dropped, and the request itself added
 * to the line it writes at completion. Pass `oneLinePerRequest()` as Fastify's `logController`.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  /** The response line below names the request already. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // Through the logger's req/res serializers, so what they leave out or redact stays out of this line too.
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function oneLinePerRequest(): LogController {
  return new OneLinePerRequest();
}
