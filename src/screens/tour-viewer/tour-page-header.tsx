import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { PRODUCT_NAME } from '../../services/page-metadata';
import { BrandMark } from '../../ui/icons';

/**
 * The slim header of /t/{slug}: the brand, home, and the tour's title. The server's page holds
 * it too, rendered at build time (scripts/prerender-pages.tsx), so nothing moves when the app
 * takes the page over.
 */
export function TourPageHeader({ title }: { title: string }) {
  const t = useTranslate();
  return (
    <header className="tour-page-header">
      <Link to="/" className="tour-page-brand" aria-label={t('tourViewer.homeLink')}>
        <BrandMark />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <h1 className="tour-page-title" dir="auto">
        {title}
      </h1>
    </header>
  );
}
