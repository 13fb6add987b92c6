/**
 * Real-estate listing portals a Roomwalk tour works on, by its direct link or embed code
 * (SPEC §1: "about 52 portal names ... in 3 rows"). Proper nouns, written as their owners write
 * them and never translated; listing one means technical compatibility only.
 */
export const LISTING_PORTALS = [
  // North America
  'Zillow',
  'Realtor.com',
  'Redfin',
  'Trulia',
  // United Kingdom and Ireland
  'Rightmove',
  'Zoopla',
  'OnTheMarket',
  'Daft.ie',
  // Europe
  'idealista',
  'Fotocasa',
  'Immowelt',
  'ImmoScout24',
  'SeLoger',
  'leboncoin',
  'Funda',
  'Pararius',
  'Immobiliare.it',
  'Homegate',
  'Hemnet',
  'Otodom',
  'Halo Oglasi',
  // Oceania
  'Domain',
  'realestate.com.au',
  'Trade Me',
  // South-East Asia
  'PropertyGuru',
  '99.co',
  'iProperty',
  'Lamudi',
  'Rumah123',
  'Dot Property',
  'DDproperty',
  'Hipflat',
  'Batdongsan.com.vn',
  'Chợ Tốt',
  // Gulf and Türkiye
  'Bayut',
  'Property Finder',
  'dubizzle',
  'Emlakjet',
  'sahibinden.com',
  'Hepsiemlak',
  // India
  'Magicbricks',
  '99acres',
  'Housing.com',
  'NoBroker',
  // Latin America
  'Zonaprop',
  'Inmuebles24',
  'VivaReal',
  'ZAP Imóveis',
  'Properati',
  'Mercado Libre',
  // Africa
  'Avito',
  'BuyRentKenya',
] as const;

export const PORTAL_ROW_COUNT = 3;

/** The portals dealt into rows of nearly equal length, regions mixed across the rows. */
export function portalRows(
  portals: readonly string[] = LISTING_PORTALS,
  rowCount = PORTAL_ROW_COUNT,
): string[][] {
  return Array.from({ length: rowCount }, (_, row) =>
    portals.filter((_portal, index) => index % rowCount === row),
  );
}
