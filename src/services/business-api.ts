import { PlansResponseSchema, type ContactRequest, type PlansResponse } from '../contract/business';
import { MessageResponseSchema } from '../contract/auth';
import type { ApiClient } from './api-client';

/** The public business calls of SPEC §7; neither needs a session. */
export function createBusinessApi(client: ApiClient) {
  return {
    /** GET /pricing/plans; callers fall back to the built-in plans when it fails. */
    plans: (): Promise<PlansResponse> =>
      client.get('/pricing/plans', { auth: false, schema: PlansResponseSchema }),
    /** POST /contact: stored for the admin inbox; the server's confirmation comes back. */
    contact: (body: ContactRequest): Promise<{ message: string }> =>
      client.post('/contact', body, { auth: false, schema: MessageResponseSchema }),
  };
}

export type BusinessApi = ReturnType<typeof createBusinessApi>;
