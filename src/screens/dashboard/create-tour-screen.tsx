import { ScreenIntro } from '../app/page-metadata';

export function CreateTourScreen() {
  return <ScreenIntro page="createTour" noIndex />;
}
