import { LegalScreen } from './legal-screen';

export function TermsScreen() {
  return <LegalScreen kind="terms" />;
}
