import { ScreenIntro } from '../app/page-metadata';

export function TermsScreen() {
  return <ScreenIntro page="terms" />;
}
