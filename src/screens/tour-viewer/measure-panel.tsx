/**
 * The Measure tool's panel (loaded with the tool): what to do, the result for screen readers,
 * the measurements with Remove, Clear all, and Done. Distances are written as on the model.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatLength, lengthSystemFor } from '../../i18n/format-length';
import { useTranslate } from '../../i18n/use-translate';
import { MEASURE_PANEL_ID, type MeasureSnapshot, type SendMeasureEvent } from './measure-shared';
import { Button } from '../../ui/button';

export default function MeasurePanel({
  state,
  send,
}: {
  state: MeasureSnapshot;
  send: SendMeasureEvent;
}) {
  const t = useTranslate();
  const { locale } = useIntl();
  const format = useMemo(() => {
    const system = lengthSystemFor(locale, navigator.languages ?? []);
    return (metres: number) => formatLength(metres, locale, system);
  }, [locale]);
  const { measurements, placed } = state.context;
  const latest = measurements.find((measurement) => measurement.number === placed);
  const announcement = state.matches({ on: 'awaitingSecondPoint' })
    ? t('tourViewer.measure.firstPoint')
    : latest
      ? t('tourViewer.measure.result', {
          number: latest.number,
          distance: format(latest.distance),
        })
      : '';
  return (
    <section
      id={MEASURE_PANEL_ID}
      className="tour-viewer-panel tour-viewer-measure"
      aria-labelledby={`${MEASURE_PANEL_ID}-title`}
    >
      <h2 id={`${MEASURE_PANEL_ID}-title`} className="tour-viewer-panel-title">
        {t('tourViewer.measure.title')}
      </h2>
      {state.matches('starting') && <p role="status">{t('tourViewer.measure.loading')}</p>}
      {state.matches('failed') && (
        <>
          <p role="alert">{t('tourViewer.measure.failed')}</p>
          <Button variant="secondary" onClick={() => send({ type: 'measure.open' })}>
            {t('tourViewer.retry')}
          </Button>
        </>
      )}
      {state.matches('on') && (
        <>
          <p className="tour-viewer-measure-hint">{t('tourViewer.measure.hint')}</p>
          <p className="tour-viewer-measure-status" role="status" aria-live="polite">
            {announcement}
          </p>
          {measurements.length > 0 && (
            <ol className="tour-viewer-measure-list">
              {measurements.map((measurement) => (
                <li key={measurement.id}>
                  <span>
                    {t('tourViewer.measure.result', {
                      number: measurement.number,
                      distance: format(measurement.distance),
                    })}
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={t('tourViewer.measure.remove', { number: measurement.number })}
                    onClick={() => send({ type: 'measure.remove', id: measurement.id })}
                  >
                    {t('tourViewer.measure.removeShort')}
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <div className="tour-viewer-measure-actions">
            {measurements.length > 0 && (
              <Button variant="secondary" onClick={() => send({ type: 'measure.clearAll' })}>
                {t('tourViewer.measure.clearAll')}
              </Button>
            )}
            <Button variant="primary" onClick={() => send({ type: 'measure.close' })}>
              {t('tourViewer.measure.done')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
