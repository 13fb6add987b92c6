import { ScreenIntro } from '../app/page-metadata';

export function PrivacyScreen() {
  return <ScreenIntro page="privacy" />;
}
