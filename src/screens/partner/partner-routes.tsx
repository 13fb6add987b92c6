import { Route, Routes } from 'react-router-dom';
import { ScreenIntro } from '../app/page-metadata';

function PartnerHome() {
  return <ScreenIntro page="partner" noIndex />;
}

/** The partner area's own routes, loaded on demand (SPEC §2); its pages arrive with its issue. */
export function PartnerRoutes() {
  return (
    <Routes>
      <Route index element={<PartnerHome />} />
    </Routes>
  );
}
