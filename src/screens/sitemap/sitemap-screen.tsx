import { Link } from 'react-router-dom';
import { SITEMAP_PAGES } from '../../contract/sitemap';
import { useTranslate } from '../../i18n/use-translate';
import { ScreenIntro } from '../app/page-metadata';

/** Catalogue key of each sitemap page's title. */
const PAGE_TITLE_IDS: Record<string, string> = {
  '/': 'breadcrumbs.home',
  '/dashboard': 'pages.dashboard.title',
  '/register': 'pages.register.title',
  '/login': 'pages.login.title',
  '/contact': 'pages.contact.title',
  '/forgot-password': 'pages.forgotPassword.title',
  '/sitemap': 'pages.sitemap.title',
  '/privacy': 'pages.privacy.title',
  '/terms': 'pages.terms.title',
};

export function SitemapScreen() {
  const t = useTranslate();
  return (
    <div className="stack">
      <ScreenIntro page="sitemap" />
      <ul className="link-list">
        {SITEMAP_PAGES.map(({ path }) => (
          <li key={path}>
            <Link to={path}>{t(PAGE_TITLE_IDS[path] ?? 'breadcrumbs.home')}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/sitemap.xml" className="button button-secondary">
          {t('sitemap.download')}
        </Link>
      </p>
    </div>
  );
}
