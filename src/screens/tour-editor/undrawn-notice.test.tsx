import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../tests/support/render-app';
import { tourView } from '../../../tests/support/tour-view';
import type { TourView } from '../../contract/tours';
import { UndrawnNotice } from './undrawn-notice';

function renderNotice(model: TourView['model'], locale: 'en' | 'nl' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={readCatalogue(locale)}>
      <UndrawnNotice tour={tourView({ status: 'ready', model })} />
    </IntlProvider>,
  );
}

describe('UndrawnNotice', () => {
  it('names the elements processing could not draw, with how many of each', () => {
    renderNotice({
      format: 'ifc',
      unit: 'm',
      correction: null,
      undrawn: [
        { element: 'window', count: 3 },
        { element: 'wall', count: 1 },
      ],
    });
    const notice = screen.getByTestId('undrawn-notice');
    expect(
      screen.getByRole('heading', { name: 'Some parts of the model could not be drawn' }),
    ).toBeVisible();
    expect(notice).toHaveTextContent(
      '4 elements of this model could not be drawn, in whole or in part, and may be missing ' +
        'from the tour: Window (3) and Wall (1).',
    );
  });

  it('speaks the owner’s language', () => {
    renderNotice(
      { format: 'ifc', unit: 'm', correction: null, undrawn: [{ element: 'bed', count: 1 }] },
      'nl',
    );
    expect(screen.getByTestId('undrawn-notice')).toHaveTextContent(
      `${readCatalogue('nl')['tourViewer.objects.bed']} (1)`,
    );
  });

  it('says nothing when everything was drawn, or for a tour read before it was counted', () => {
    const { container } = renderNotice({ format: 'ifc', unit: 'm', correction: null });
    expect(container).toBeEmptyDOMElement();
  });
});
