import type { Logger } from 'pino';
import type { Role } from '../../src/contract/user';

/** The per-request variables the middleware sets for the route handlers. */
export interface ServerEnv {
  Variables: {
    requestId: string;
    /** The server's logger bound to this request's id (requestLog(c) reads it). */
    log?: Logger;
    /** The client's address when it came through trusted proxies (TRUST_PROXY_HOPS). */
    forwardedFor?: string;
    /** Set by requireUser on authenticated routes. */
    auth?: { userId: string; sessionId: string; role: Role };
    /** Set by the handler of an HTML page: the nonce its policy admits styles with (0063). */
    styleNonce?: string;
  };
}
