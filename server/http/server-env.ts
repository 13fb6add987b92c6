/** The per-request variables the middleware sets for the route handlers. */
export interface ServerEnv {
  Variables: {
    requestId: string;
    /** Set by requireUser on authenticated routes. */
    auth?: { userId: string; sessionId: string; role: string };
  };
}
