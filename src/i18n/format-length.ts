/**
 * Lengths for the Measure tool (decision 0031): metres with centimetres, or feet and inches where
 * people measure in those. The app's locales name a language, not a country (en is every English
 * reader), so for the app's language the browser's own language tag says the region: en-US (and
 * the other places that measure in feet: Liberia, Myanmar) get feet and inches, en-GB, en-AU and
 * every other locale metres. Numbers and units come from Intl.NumberFormat in the app's locale.
 */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);
const METRES_PER_INCH = 0.0254;

export type LengthSystem = 'metric' | 'imperial';

/** Feet and inches for the app's language when the browser's tag for it names such a region. */
export function lengthSystemFor(
  appLocale: string,
  browserLanguages: readonly string[],
): LengthSystem {
  const language = baseOf(appLocale);
  const tag = browserLanguages.find((candidate) => baseOf(candidate) === language);
  if (!tag) return 'metric';
  let region: string | undefined;
  try {
    region = new Intl.Locale(tag).region;
  } catch {
    return 'metric';
  }
  return region && IMPERIAL_REGIONS.has(region.toUpperCase()) ? 'imperial' : 'metric';
}

/** "3.88 m", or "12 ft 9 in" (to the nearest inch), in the locale's own digits and words. */
export function formatLength(metres: number, locale: string, system: LengthSystem): string {
  if (system === 'metric') {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'meter',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(metres);
  }
  const totalInches = Math.round(metres / METRES_PER_INCH);
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches - feet * 12;
  const unit = (name: 'foot' | 'inch', value: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, maximumFractionDigits: 0 }).format(
      value,
    );
  return feet === 0 ? unit('inch', inches) : `${unit('foot', feet)} ${unit('inch', inches)}`;
}

function baseOf(tag: string): string {
  return tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
}
