import { ScreenIntro } from '../app/page-metadata';

export function ToursScreen() {
  return <ScreenIntro page="tours" noIndex />;
}
