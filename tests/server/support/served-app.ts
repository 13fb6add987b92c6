import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

export interface ServedApp {
  server: ServerType;
  port: number;
  /** http://127.0.0.1:{port} */
  origin: string;
  close(): Promise<void>;
}

/** `fetch` (an app's) served over a real connection on a free port of 127.0.0.1. */
export async function serveOnFreePort(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<ServedApp> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
