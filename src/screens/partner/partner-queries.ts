/**
 * The partner area's server data (use under <ServerDataGate>): the signed-in partner's keys. The
 * key holds the user's id, so one account never sees what was cached for another.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { createPartnerApi, type PartnerApi } from '../../services/partner-api';
import { useAppApi } from '../app/app-services';
import { useOwnQuery } from '../billing/billing-queries';

const partnerKeysKey = ['partner', 'keys'] as const;

export function usePartnerApi(): PartnerApi {
  const { client } = useAppApi();
  return useMemo(() => createPartnerApi(client), [client]);
}

/** GET /partner/keys. */
export function usePartnerKeys() {
  const api = usePartnerApi();
  return useOwnQuery(partnerKeysKey, () => api.keys());
}

/** Reads the keys again (after a key was created or revoked). */
export function useRefreshPartnerKeys(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: partnerKeysKey });
  }, [client]);
}
