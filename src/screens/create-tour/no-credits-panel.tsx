import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import type { TourCreationSend } from './wizard-types';
import { PanelHeading } from './wizard-steps';
import { Button } from '../../ui/button';

/** No credit left: the way to buy some, and a check of the balance once bought. */
export function NoCreditsPanel({ send }: { send: TourCreationSend }) {
  const t = useTranslate();
  return (
    <div className="create-tour-form">
      <PanelHeading>{t('createTour.noCredits.title')}</PanelHeading>
      <p className="create-tour-notice" role="alert">
        {t('createTour.noCredits.message')}
      </p>
      <div className="create-tour-actions">
        <Link className="button button-primary" to="/dashboard/top-up">
          {t('createTour.noCredits.buy')}
        </Link>
        <Button variant="secondary" onClick={() => send({ type: 'tourCreation.recheckCredits' })}>
          {t('createTour.noCredits.recheck')}
        </Button>
      </div>
    </div>
  );
}
