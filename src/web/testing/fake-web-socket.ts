/**
 * @module Test double of the browser's WebSocket: the test plays the service (open, frames, close) and reads
 * what the page sent. Install it with installFakeWebSocket(); every socket made is in `sockets`.
 */
import { vi } from 'vitest';

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** Text frames the page sent, in order. */
  readonly sent: string[] = [];
  /** How the page closed it, if it did. */
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    this.url = String(url);
    FakeWebSocket.sockets.push(this);
  }

  send(data: string): void {
    if (this.readyState === FakeWebSocket.CONNECTING)
      throw new DOMException('Still in CONNECTING state.', 'InvalidStateError');
    if (this.readyState === FakeWebSocket.OPEN) this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === FakeWebSocket.CLOSING || this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = { code, reason };
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code: code ?? 1005, reason: reason ?? '', wasClean: true }));
  }

  /** The sent frames, parsed. */
  get frames(): Record<string, unknown>[] {
    return this.sent.map((text) => JSON.parse(text) as Record<string, unknown>);
  }

  serverOpen(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the service: objects are sent as JSON, strings as they are. */
  serverSend(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, reason, wasClean: code !== 1006 }));
  }
}

/** Replaces the global WebSocket until vi.unstubAllGlobals(). */
export function installFakeWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}

/** The socket made last. */
export function lastSocket(): FakeWebSocket {
  const socket = FakeWebSocket.sockets.at(-1);
  if (!socket) throw new Error('no WebSocket was opened');
  return socket;
}
