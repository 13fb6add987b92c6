import { Route, Routes } from 'react-router-dom';
import { ScreenIntro } from '../app/page-metadata';
import { ServerDataGate } from '../app/app-services';
import { PartnerApiGuide } from './partner-api-guide';
import { KeysLoading, PartnerKeysSection } from './partner-keys-section';
import './partner.css';

/** /partner: the API keys, and how a listing portal or reseller uses them. */
function PartnerHome() {
  return (
    <>
      <ScreenIntro page="partner" noIndex />
      <div className="partner">
        <ServerDataGate fallback={<KeysLoading />}>
          <PartnerKeysSection />
        </ServerDataGate>
        <PartnerApiGuide />
      </div>
    </>
  );
}

/**
 * The partner area's own routes, loaded on demand (SPEC §2) behind PARTNER_ROLES. Its pages stay
 * off the API's /partner/keys and /partner/v1 paths, which a reload would send to the server.
 */
export function PartnerRoutes() {
  return (
    <Routes>
      <Route index element={<PartnerHome />} />
    </Routes>
  );
}
