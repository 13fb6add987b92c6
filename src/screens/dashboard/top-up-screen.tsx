import { ScreenIntro } from '../app/page-metadata';
import { CheckoutFlow } from '../billing/checkout-flow';

/** /dashboard/top-up: subscribe, change the plan or buy credit packs (issue 8). */
export function TopUpScreen() {
  return (
    <>
      <ScreenIntro page="topUp" noIndex />
      <CheckoutFlow />
    </>
  );
}
