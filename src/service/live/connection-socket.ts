/**
 * @module wrapConnectionSocket: the sending and closing side of one live WebSocket. Sends stop once it is
 * closing; a consumer whose buffer outgrows the limit is closed with 1013; the connection closes with 1001
 * at its lifetime; a peer that does not answer the close frame is cut off after a grace period.
 */
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type LiveServerMessage } from '../../contract';

export interface SocketLog {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface ConnectionSocketOptions {
  socket: WebSocket;
  leaseId: string;
  maxLifetimeMs: number;
  maxBufferedBytes: number;
  /** Grace for a peer to answer our close frame before the socket is destroyed. */
  closeGraceMs: number;
  log: SocketLog;
  /** Called once, when the socket has closed for any reason. */
  onClosed(): void;
}

export interface ConnectionSocket {
  /** Closing or closed: nothing more is sent or read. */
  isClosing(): boolean;
  sendText(text: string): void;
  send(message: LiveServerMessage): void;
  close(code: number, reason: string): void;
  /** Sends an error frame, then closes. */
  closeWithError(text: string, code: number, reason: string): void;
  /** Resolves once the socket has sent all but a quarter of its buffer limit (or is closing). */
  drained(): Promise<void>;
}

export function wrapConnectionSocket(options: ConnectionSocketOptions): ConnectionSocket {
  const { socket, leaseId, maxBufferedBytes, log } = options;
  let closing = false;

  function close(code: number, reason: string): void {
    if (closing) return;
    closing = true;
    clearTimeout(lifetime);
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(code, reason);
      setTimeout(() => socket.terminate(), options.closeGraceMs).unref();
    }
  }

  function sendText(text: string): void {
    if (closing || socket.readyState !== socket.OPEN) return;
    socket.send(text);
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.warn({ leaseId, buffered: socket.bufferedAmount }, 'live consumer too slow; closing');
      close(LIVE_CLOSE.tryAgainLater, 'slow consumer');
    }
  }

  const send = (message: LiveServerMessage): void => sendText(JSON.stringify(message));

  const lifetime = setTimeout(
    () => close(LIVE_CLOSE.goingAway, 'connection lifetime reached'),
    options.maxLifetimeMs,
  );
  lifetime.unref();

  socket.on('error', (error) => log.debug({ err: error, leaseId }, 'live socket error'));
  socket.once('close', () => {
    closing = true;
    clearTimeout(lifetime);
    options.onClosed();
  });

  return {
    isClosing: () => closing,
    sendText,
    send,
    close,
    closeWithError(text, code, reason) {
      send({ action: 'error', data: text });
      close(code, reason);
    },
    async drained() {
      while (!closing && socket.bufferedAmount > maxBufferedBytes / 4)
        await new Promise((r) => setTimeout(r, 10));
    },
  };
}
