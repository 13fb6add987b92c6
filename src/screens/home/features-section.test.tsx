import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALE_FILE_CODES, SUPPORTED_LOCALES, localeFileCode } from '../../contract/locales';
import { readCatalogue } from '../../../tests/support/render-app';
import { FEATURE_ITEMS, FeaturesSection } from './features-section';

const en = readCatalogue('en');

function renderFeatures() {
  return render(
    <IntlProvider locale="en" defaultLocale="en" messages={en}>
      <FeaturesSection />
    </IntlProvider>,
  );
}

describe('FeaturesSection', () => {
  it('is the #features section the top bar\'s "Tech" link scrolls to', () => {
    renderFeatures();
    const section = screen.getByRole('region', { name: en['home.features.title'] });
    expect(section).toHaveAttribute('id', 'features');
  });

  it('lists the product points of SPEC §1, each with its title and text', () => {
    renderFeatures();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(FEATURE_ITEMS.length);
    expect(FEATURE_ITEMS.length).toBeGreaterThanOrEqual(4);
    expect(FEATURE_ITEMS.length).toBeLessThanOrEqual(6);
    items.forEach((item, index) => {
      const feature = FEATURE_ITEMS[index];
      expect(
        within(item).getByRole('heading', {
          level: 3,
          name: en[`home.features.items.${feature}.title`],
        }),
      ).toBeVisible();
      expect(within(item).getByText(en[`home.features.items.${feature}.text`]!)).toBeVisible();
    });
  });

  it("states SPEC §1's claims: a smartphone is enough, about 24 hours, CAD faster, link and embed, hosting while subscribed", () => {
    const text = (item: string) => en[`home.features.items.${item}.text`];
    expect(text('noHardware')).toMatch(/smartphone/);
    expect(text('cloudProcessing')).toMatch(/about 24 hours/);
    expect(text('cloudProcessing')).toMatch(/CAD tours are usually faster/);
    expect(text('sharing')).toMatch(/direct link and an embed code/);
    expect(text('hosting')).toMatch(/subscription is active/);
  });

  it('keeps the 24 hours in every language', () => {
    expect(SUPPORTED_LOCALES.map(localeFileCode).sort()).toEqual([...LOCALE_FILE_CODES].sort());
    for (const locale of SUPPORTED_LOCALES) {
      expect(readCatalogue(locale)['home.features.items.cloudProcessing.text'], locale).toMatch(
        /24/,
      );
    }
  });
});
