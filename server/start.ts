import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import {
  buildContentSecurityPolicy,
  cspConfigFromEnv,
} from '../src/contract/content-security-policy';
import { createApp } from './app';

/** The repository root, so that `npm start` works from any working directory. */
const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl?: string;
  serveApp: boolean;
  distDir: string;
  localesDir: string;
  csp: string;
}

/** A configuration problem worth a one-line message rather than a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads PORT (5173), HOST (0.0.0.0), PUBLIC_URL, SERVE_APP (true; 'false' turns static serving off),
 * DIST_DIR (dist), LOCALES_DIR (public/locales) and the VITE_* addresses of the CSP.
 */
export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const portText = env.PORT?.trim() || '5173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), got "${portText}".`);
  }
  const serveAppText = (env.SERVE_APP ?? 'true').trim().toLowerCase();
  if (!['true', 'false', '1', '0', ''].includes(serveAppText)) {
    throw new ConfigError(`SERVE_APP must be true or false, got "${env.SERVE_APP}".`);
  }
  const publicUrl = env.PUBLIC_URL?.trim() || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/]/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${publicUrl}".`);
  }
  const config: ServerConfig = {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    serveApp: serveAppText !== 'false' && serveAppText !== '0',
    distDir: path.resolve(ROOT_DIR, env.DIST_DIR?.trim() || 'dist'),
    localesDir: path.resolve(ROOT_DIR, env.LOCALES_DIR?.trim() || 'public/locales'),
    csp: buildContentSecurityPolicy(cspConfigFromEnv(env)),
  };
  if (publicUrl !== undefined) config.publicUrl = publicUrl;
  return config;
}

/** The address to print: a wildcard host is reached as localhost. */
export function displayUrl(host: string, port: number): string {
  const shown = ['0.0.0.0', '::', '[::]', ''].includes(host) ? 'localhost' : host;
  return `http://${shown.includes(':') && !shown.startsWith('[') ? `[${shown}]` : shown}:${port}`;
}

export interface RunningServer {
  server: ServerType;
  /** e.g. http://localhost:5173 */
  url: string;
  close(): Promise<void>;
}

/** Starts the server; rejects when the port cannot be bound or the build is missing. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  if (config.serveApp) {
    try {
      await access(path.join(config.distDir, 'index.html'));
    } catch {
      throw new ConfigError(
        `No built app at ${path.join(config.distDir, 'index.html')}. ` +
          'Run `npm run build` first (or `npm start`, which builds and serves).',
      );
    }
  }
  const app = createApp({
    distDir: config.distDir,
    localesDir: config.localesDir,
    csp: config.csp,
    serveApp: config.serveApp,
    ...(config.publicUrl !== undefined && { publicUrl: config.publicUrl }),
  });

  return new Promise<RunningServer>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
      resolve({
        server,
        url: displayUrl(config.host, info.port),
        close: () => closeServer(server),
      }),
    );
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`Port ${config.port} is already in use; set PORT to another one.`)
          : error,
      );
    });
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Idle keep-alive connections would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
