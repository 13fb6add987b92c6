import { useTranslate } from '../../i18n/use-translate';
import { routeTargetName, type SendViewerEvent, type ViewerSnapshot } from './viewer-state';
import { Button } from '../../ui/button';

const ROUTE_STATES = ['finding', 'shown', 'unavailable', 'walking', 'arrived'] as const;

/** Where the route stands (drawn, walking, arrived, none found), with Walk me there and Clear. */
export function RouteStatus({ state, send }: { state: ViewerSnapshot; send: SendViewerEvent }) {
  const t = useTranslate();
  const current = ROUTE_STATES.find((route) => state.matches({ ready: { route } }));
  if (!current) return null;
  const name = routeTargetName(state);
  return (
    <div className="tour-viewer-route" role="status">
      <p>{t(`tourViewer.route.${current}`, { name })}</p>
      <div className="tour-viewer-route-actions">
        {current === 'shown' && (
          <Button variant="primary" onClick={() => send({ type: 'route.walk' })}>
            {t('tourViewer.route.walk')}
          </Button>
        )}
        {current !== 'finding' && (
          <Button variant="secondary" onClick={() => send({ type: 'route.clear' })}>
            {t(current === 'walking' ? 'tourViewer.route.stop' : 'tourViewer.route.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
