import { ScreenIntro } from '../app/page-metadata';

export function DashboardScreen() {
  return <ScreenIntro page="dashboard" noIndex />;
}
