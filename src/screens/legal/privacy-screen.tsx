import { LegalScreen } from './legal-screen';

export function PrivacyScreen() {
  return <LegalScreen kind="privacy" />;
}
