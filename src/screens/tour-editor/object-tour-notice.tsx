import { useIntl } from 'react-intl';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { EditorNotice } from './editor-notice';

/**
 * Why an object tour (no walkable floor was found: decision 0032) opens as an object to turn
 * around, with the model's size, and what to upload for a walkable tour instead.
 */
export function ObjectTourNotice({ tour }: { tour: TourView }) {
  const t = useTranslate();
  const intl = useIntl();
  if (tour.kind !== 'object') return null;
  const metres = (value: number) =>
    intl.formatNumber(value, { maximumSignificantDigits: 3, maximumFractionDigits: 2 });
  const { bounds } = tour;
  return (
    <EditorNotice id="object-tour-notice" title={t('tourEditor.objectTour.title')}>
      <p>
        {bounds
          ? t('tourEditor.objectTour.sized', {
              width: metres(bounds.max.x - bounds.min.x),
              depth: metres(bounds.max.z - bounds.min.z),
              height: metres(bounds.max.y - bounds.min.y),
            })
          : t('tourEditor.objectTour.unsized')}
      </p>
      <p>{t('tourEditor.objectTour.next')}</p>
    </EditorNotice>
  );
}
