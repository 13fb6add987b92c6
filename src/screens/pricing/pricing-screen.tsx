import { ScreenIntro } from '../app/page-metadata';

export function PricingScreen() {
  return <ScreenIntro page="pricing" />;
}
