import { ScreenIntro } from '../app/page-metadata';

export function AdminScreen() {
  return <ScreenIntro page="admin" noIndex />;
}
