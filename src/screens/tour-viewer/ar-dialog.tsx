import * as Dialog from '@radix-ui/react-dialog';
import { useTranslate } from '../../i18n/use-translate';
import type { ArScale } from '../../machines/viewer.machine';
import { publicTourUrl } from '../../contract/tour-links';
import { Spinner } from '../../ui/spinner';
import { QrCode } from '../settings/qr-code';
import { siteOrigin } from '../tour-editor/share-code';
import { placesModelsInAr } from './ar-device';
import { ArModel } from './ar-model';
import type { SendViewerEvent, ViewerSnapshot } from './viewer-state';

const SCALES: readonly ArScale[] = ['tabletop', 'trueScale'];

/** View in AR: model-viewer with the tour, as a tabletop dollhouse or at true scale. */
export default function ArDialog({
  state,
  send,
  container,
}: {
  state: ViewerSnapshot;
  send: SendViewerEvent;
  /** Where the dialog renders: inside the viewer, so it shows in fullscreen too. */
  container: HTMLElement | null;
}) {
  const t = useTranslate();
  const open = !state.matches({ ready: { ar: 'closed' } }) && state.matches('ready');
  const { tour, arScale } = state.context;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'ar.close' });
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="tour-viewer-dialog-overlay" />
        <Dialog.Content className="tour-viewer-dialog">
          <Dialog.Title className="tour-viewer-dialog-title">
            {t('tourViewer.ar.title')}
          </Dialog.Title>
          <Dialog.Description>{t('tourViewer.ar.description')}</Dialog.Description>
          {open && tour && !placesModelsInAr(navigator) && (
            <figure className="tour-viewer-ar-scan">
              <QrCode
                text={publicTourUrl(siteOrigin(), tour.slug)}
                alt={t('tourViewer.ar.qrAlt', { title: tour.title })}
                loadingLabel={t('tourViewer.qr.loading')}
                failedLabel={t('tourViewer.qr.failed')}
                className="share-qr"
              />
              <figcaption>
                <strong>{t('tourViewer.ar.scanTitle')}</strong>
                <span className="tour-viewer-muted">{t('tourViewer.ar.scanHint')}</span>
              </figcaption>
            </figure>
          )}
          {state.matches({ ready: { ar: 'loading' } }) && (
            <div className="tour-viewer-ar-loading" role="status">
              <Spinner />
              <p>{t('tourViewer.ar.loading')}</p>
            </div>
          )}
          {state.matches({ ready: { ar: 'failed' } }) && (
            <p role="alert" className="tour-viewer-error">
              {t('tourViewer.ar.failed')}
            </p>
          )}
          {state.matches({ ready: { ar: 'open' } }) && tour?.assets.model && (
            <>
              <fieldset className="tour-viewer-scales">
                <legend>{t('tourViewer.ar.scale')}</legend>
                {SCALES.map((scale) => (
                  <label key={scale} className="tour-viewer-scale">
                    <input
                      type="radio"
                      name="tour-viewer-ar-scale"
                      value={scale}
                      checked={arScale === scale}
                      onChange={() => send({ type: 'ar.chooseScale', scale })}
                    />
                    {t(`tourViewer.ar.${scale}`)}
                  </label>
                ))}
              </fieldset>
              <ArModel
                src={new URL(tour.assets.model, window.location.href).href}
                alt={t('tourViewer.ar.modelAlt', { title: tour.title })}
                scale={arScale}
                bounds={tour.bounds}
                arButtonLabel={t('tourViewer.ar.start')}
              />
              <p className="tour-viewer-muted">{t('tourViewer.ar.hint')}</p>
            </>
          )}
          <div className="tour-viewer-card-actions">
            <Dialog.Close className="button button-secondary">{t('tourViewer.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
