import { ScreenIntro } from '../app/page-metadata';

export function CreditsScreen() {
  return <ScreenIntro page="credits" noIndex />;
}
