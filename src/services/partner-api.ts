/**
 * The partner area's calls (issue 9): the signed-in partner's API keys. server/partner/routes.ts
 * documents the routes; the shapes are src/contract/partner.ts. The partner API itself is called
 * by partners' servers with a key, never by the app.
 */
import {
  CreatedPartnerKeySchema,
  PartnerKeyListSchema,
  PartnerKeyViewSchema,
  type CreatedPartnerKey,
  type PartnerKeyList,
  type PartnerKeyView,
} from '../contract/partner';
import type { ApiClient } from './api-client';

export function createPartnerApi(client: ApiClient) {
  return {
    /** GET /partner/keys: the caller's keys, newest first, revoked ones too. */
    keys: (): Promise<PartnerKeyList> =>
      client.getFresh('/partner/keys', { schema: PartnerKeyListSchema }),
    /** POST /partner/keys: a new key, whose whole value this answer alone carries. */
    createKey: (name: string): Promise<CreatedPartnerKey> =>
      client.post('/partner/keys', { name }, { schema: CreatedPartnerKeySchema }),
    /** DELETE /partner/keys/:id: the key stops working at once. */
    revokeKey: (id: string): Promise<PartnerKeyView> =>
      client.delete(`/partner/keys/${encodeURIComponent(id)}`, { schema: PartnerKeyViewSchema }),
  };
}

export type PartnerApi = ReturnType<typeof createPartnerApi>;
