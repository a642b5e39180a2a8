import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore: the server "goes away"
 * for the app under test (connections drop, new ones are refused) without stopping the real
 * server that other tests share.
 */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const handle = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(handle);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    async restore() {
      server = net.createServer(handle);
      await listen(port);
    },
    close: stop,
  };
}

/** The same database URL, reached through the proxy. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}
