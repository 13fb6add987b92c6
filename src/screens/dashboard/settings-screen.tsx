import { ScreenIntro } from '../app/page-metadata';

export function SettingsScreen() {
  return <ScreenIntro page="settings" noIndex />;
}
