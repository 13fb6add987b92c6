import { ScreenIntro } from '../app/page-metadata';

export function TourScreen() {
  return <ScreenIntro page="tour" noIndex />;
}
