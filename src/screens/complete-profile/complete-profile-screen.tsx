import { ScreenIntro } from '../app/page-metadata';

export function CompleteProfileScreen() {
  return <ScreenIntro page="completeProfile" noIndex />;
}
