import { ScreenIntro } from '../app/page-metadata';

export function CachePerformanceScreen() {
  return <ScreenIntro page="cachePerformance" noIndex />;
}
