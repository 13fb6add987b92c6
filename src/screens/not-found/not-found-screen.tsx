import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { PageMetadataTags } from '../app/page-metadata';

export function NotFoundScreen() {
  const t = useTranslate();
  return (
    <div className="stack">
      <PageMetadataTags
        titleId="pages.notFound.title"
        descriptionId="pages.notFound.description"
        noIndex
      />
      <h1 className="screen-heading">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.message')}</p>
      <p>
        <Link to="/" className="button button-primary">
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
