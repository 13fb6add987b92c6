import { ScreenIntro } from '../app/page-metadata';

export function SuperuserScreen() {
  return <ScreenIntro page="superuser" noIndex />;
}
