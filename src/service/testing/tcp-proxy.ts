/**
 * @module Test support: a TCP relay in front of a server (Redis), so that a test can take the server away
 * from a client and give it back on the same port: cut (connections dropped, port closed), freeze
 * (connections kept, nothing relayed), restore.
 */
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Drops every relayed connection and stops listening: connecting is refused. */
  cut(): Promise<void>;
  /** Keeps the connections open but relays nothing more: the server seems to hang. */
  freeze(): void;
  /** Listens again on the same port and relays again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => frozen || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the proxy has no port');
  const port = address.port;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    freeze: () => {
      frozen = true;
    },
    restore: async () => {
      frozen = false;
      if (!server.listening) await listen(port);
    },
    close: async () => {
      if (server.listening) await cut();
      else for (const socket of sockets) socket.destroy();
    },
  };
}
