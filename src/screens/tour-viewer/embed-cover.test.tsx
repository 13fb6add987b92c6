import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { QUIRKY_STRINGS, STRIPPED_BIDI_TITLE } from '../../../tests/support/quirky-strings';
import { readCatalogue } from '../../../tests/support/render-app';
import { tourView } from '../../../tests/support/tour-view';
import type { PublicTourView } from '../../contract/tours';
import { EmbedCover } from './embed-cover';

/** A published tour as GET /public/tours/:slug answers it (the public fields of a tour). */
function publicTour(title: string): PublicTourView {
  const tour = tourView();
  const { description, address, startPosition, annotations, destinations } = tour;
  return {
    slug: 'quirky',
    title,
    description,
    address,
    startPosition,
    annotations,
    destinations,
    bounds: tour.bounds,
    building: tour.building,
    storeys: tour.storeys,
    kind: tour.kind,
    assets: {},
  };
}

describe('EmbedCover (issue 38: text as typed)', () => {
  it('shows every quirky title as typed: escaped once, by React, never as entities', () => {
    for (const title of [...QUIRKY_STRINGS, STRIPPED_BIDI_TITLE]) {
      const { unmount } = render(
        <IntlProvider locale="en" messages={readCatalogue('en')}>
          <EmbedCover tour={publicTour(title)} branding={undefined} onEnter={() => {}} />
        </IntlProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(screen.getByRole('button', { name: 'Enter tour' })).toBeEnabled();
      unmount();
    }
  });
});
