import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { ServerEnv } from './server-env';

/** Gives every request an id, returned as X-Request-Id and used in every log line about it. */
export const requestId = () =>
  createMiddleware<ServerEnv>(async (c, next) => {
    c.set('requestId', randomUUID());
    c.header('X-Request-Id', c.get('requestId'));
    await next();
  });
