/** A new, signed-in user of a running server, and calls that fail loudly: for the benchmarks. */
import { csrfCaller, readCsrfSession, type Call } from './csrf-session';

const PASSWORD = 'Scale-The-R00ms!';

export interface User {
  call: Call;
  token: string;
}

/** The response, or an error naming the route and what the server said. */
export async function ok(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Registers, signs in and completes the profile of a new user on `base`. `address`: the network
 * they come from, as a proxy reports it (for a server started with TRUST_PROXY_HOPS=1), so that
 * many users are not one network's sign-ups.
 */
export async function newUser(base: string, address?: string): Promise<User> {
  const session = await readCsrfSession(await ok(fetch(`${base}/api/csrf-token`)));
  const caller = (token: string) => csrfCaller(base, session, { token, forwardedFor: address });
  const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
  const email = `scale-${Date.now()}-${Math.random().toString(36).slice(2)}@bench.test`;
  const person = { firstName: 'Sam', lastName: 'Scale' };
  await ok(caller('')('/auth/register', post({ ...person, email, password: PASSWORD })));
  const login = await ok(caller('')('/auth/login', post({ email, password: PASSWORD })));
  const { token } = (await login.json()) as { token: string };
  await ok(caller(token)('/auth/complete-profile', post({ ...person, industry: 'REAL_ESTATE' })));
  return { call: caller(token), token };
}
