/** A site other than Roomwalk, for the embed code: another origin that frames our pages. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtherSite {
  /** The page's address: http://localhost on a port of its own (Roomwalk runs on 127.0.0.1). */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves one HTML page from http://localhost on a free port. It is a real local server, because
 * Chromium blocks public pages from framing local ones.
 */
export async function serveListing(html: string): Promise<OtherSite> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/flat.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
