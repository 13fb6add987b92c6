import type { Messages } from '../contract/translations';

/**
 * The last resort when no catalogue can be loaded (SPEC §8): the hero texts,
 * plus the few strings the shell needs to stay usable.
 */
export const BUILT_IN_MESSAGES: Messages = {
  'app.name': 'Roomwalk',
  'app.loading': 'Loading',
  'app.loadingTranslations': 'Loading Roomwalk…',
  'home.hero.title': 'Phone to tour, in one scan',
  'home.hero.tagline': 'No gear, no crew',
  'home.hero.startCapturing': 'Start Capturing',
  'home.hero.seePricing': 'See Pricing',
  'errors.title': 'Something went wrong',
  'errors.topLevelMessage':
    "We've encountered an unexpected error. Please try refreshing the page.",
  'errors.refresh': 'Refresh Page',
};
