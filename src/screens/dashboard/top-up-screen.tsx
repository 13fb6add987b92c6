import { ScreenIntro } from '../app/page-metadata';

export function TopUpScreen() {
  return <ScreenIntro page="topUp" noIndex />;
}
