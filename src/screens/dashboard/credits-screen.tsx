import { ScreenIntro } from '../app/page-metadata';
import { CreditsPage } from '../billing/credits-page';

/** /dashboard/credits: balance, expiry, ledger history, plan and team (issue 8). */
export function CreditsScreen() {
  return (
    <>
      <ScreenIntro page="credits" noIndex />
      <CreditsPage />
    </>
  );
}
