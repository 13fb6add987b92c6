import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { SupportedLocale } from '../../contract/locales';
import { readCatalogue } from '../../../tests/support/render-app';
import { LISTING_PORTALS, portalRows } from './listing-portals';
import { PortalsStrip } from './portals-strip';

const en = readCatalogue('en');

function renderStrip(locale: SupportedLocale = 'en') {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" messages={readCatalogue(locale)}>
      <PortalsStrip />
    </IntlProvider>,
  );
}

/** The rules (selectors → declarations) inside each `@media (prefers-reduced-motion: reduce)`. */
function reducedMotionRules(css: string): { selectors: string[]; body: string }[] {
  const rules: { selectors: string[]; body: string }[] = [];
  const opening = /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{/g;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (depth > 0 && at < css.length) {
      if (css[at] === '{') depth += 1;
      if (css[at] === '}') depth -= 1;
      at += 1;
    }
    const block = css.slice(start, at - 1);
    for (const rule of block.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const selectors = (rule[1] ?? '').split(',').map((selector) => selector.trim());
      rules.push({ selectors, body: rule[2] ?? '' });
    }
  }
  return rules;
}

const stylesheet = readFileSync(resolve(import.meta.dirname, '../../ui/styles.css'), 'utf8');

describe('portalRows', () => {
  it('deals every portal, once and in order, into 3 rows of nearly equal length', () => {
    const rows = portalRows();
    expect(rows).toHaveLength(3);
    const lengths = rows.map((row) => row.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    expect(rows.flat().sort()).toEqual([...LISTING_PORTALS].sort());
    expect(portalRows(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
  });

  it('SPEC §1: about 52 distinct portal names', () => {
    expect(LISTING_PORTALS.length).toBeGreaterThanOrEqual(48);
    expect(LISTING_PORTALS.length).toBeLessThanOrEqual(56);
    expect(new Set(LISTING_PORTALS.map((name) => name.toLowerCase())).size).toBe(
      LISTING_PORTALS.length,
    );
  });
});

describe('PortalsStrip', () => {
  it('shows 3 rows, and assistive technology hears every portal name exactly once', () => {
    renderStrip();
    const strip = screen.getByRole('region', { name: en['home.portals.title'] });
    const rows = within(strip).getAllByRole('list');
    expect(rows).toHaveLength(3);
    const heard = rows.flatMap((row) =>
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );
    expect(heard).toHaveLength(LISTING_PORTALS.length);
    expect([...heard].sort()).toEqual([...LISTING_PORTALS].sort());
  });

  it('repeats each row for the eye only, hidden from assistive technology', () => {
    renderStrip();
    const strip = screen.getByRole('region', { name: en['home.portals.title'] });
    const allLists = within(strip).getAllByRole('list', { hidden: true });
    expect(allLists).toHaveLength(6);
    const copies = allLists.filter((list) => list.getAttribute('aria-hidden') === 'true');
    expect(copies).toHaveLength(3);
    for (const copy of copies) {
      const original = copy.previousElementSibling;
      expect(original).not.toHaveAttribute('aria-hidden');
      expect(copy.textContent).toBe(original?.textContent);
    }
  });

  it('keeps the portal names as they are in every language, and marks them not to translate', () => {
    renderStrip('th');
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect([...names].sort()).toEqual([...LISTING_PORTALS].sort());
    for (const item of screen.getAllByRole('listitem')) {
      expect(item).toHaveAttribute('translate', 'no');
    }
  });

  it('SPEC §1: notes that the names are trademarks and mean technical compatibility only', () => {
    renderStrip();
    expect(screen.getByText(en['home.portals.trademarkNote']!)).toBeVisible();
    expect(en['home.portals.trademarkNote']).toMatch(/trademarks/);
    expect(en['home.portals.trademarkNote']).toMatch(/technical compatibility only/);
    renderStrip('ar-SA');
    expect(screen.getByText(readCatalogue('ar-SA')['home.portals.trademarkNote']!)).toBeVisible();
  });

  it('offers a way to pause the moving names', () => {
    renderStrip();
    const pause = screen.getByRole('checkbox', { name: en['home.portals.pause'] });
    expect(pause).not.toBeChecked();
  });
});

describe('the strip stylesheet', () => {
  it('moves the rows with a CSS animation, left to right in right-to-left languages', () => {
    expect(stylesheet).toMatch(/\.portals-track\s*\{[^}]*animation:\s*portals-scroll\b/);
    expect(stylesheet).toMatch(
      /\[dir='rtl'\] \.portals-track\s*\{[^}]*animation-name:\s*portals-scroll-rtl/,
    );
    expect(stylesheet).toMatch(
      /\.portals:has\(\.portals-pause-input:checked\) \.portals-track\s*\{[^}]*animation-play-state:\s*paused/,
    );
  });

  it('holds the rows completely still under prefers-reduced-motion, every name shown once', () => {
    const rules = reducedMotionRules(stylesheet);
    const stopped = rules.find(
      ({ selectors, body }) =>
        selectors.includes('.portals-track') && /animation:\s*none/.test(body),
    );
    expect(stopped).toBeDefined();
    const copiesHidden = rules.find(
      ({ selectors, body }) =>
        selectors.includes(".portals-list[aria-hidden='true']") && /display:\s*none/.test(body),
    );
    expect(copiesHidden).toBeDefined();
    const wrapped = rules.find(
      ({ selectors, body }) =>
        selectors.includes('.portals-list') && /flex-wrap:\s*wrap/.test(body),
    );
    expect(wrapped).toBeDefined();
  });

  it('stops the hero animations under prefers-reduced-motion too', () => {
    const stopped = reducedMotionRules(stylesheet)
      .filter(({ body }) => /animation:\s*none/.test(body))
      .flatMap(({ selectors }) => selectors);
    expect(stopped).toEqual(
      expect.arrayContaining([
        '.hero-hotspot-pulse',
        '.hero-plan-route',
        '.hero-badge-live::before',
      ]),
    );
  });
});
