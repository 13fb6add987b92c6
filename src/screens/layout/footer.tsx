import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { LinkedInLogo, XLogo } from '../../ui/icons';
import { SectionLink } from './section-link';

export const SOCIAL_LINKS = {
  x: 'https://x.com/roomwalk',
  linkedIn: 'https://www.linkedin.com/company/roomwalk',
} as const;

/** SPEC §2's footer: section anchors, route links, social links in a new tab, © current year. */
export function Footer() {
  const t = useTranslate();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div>
          <p className="brand">{t('app.name')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.product')}>
          <h2>{t('footer.product')}</h2>
          <ul>
            <li>
              <SectionLink section="features">{t('footer.tech')}</SectionLink>
            </li>
            <li>
              <SectionLink section="pricing">{t('footer.pricing')}</SectionLink>
            </li>
            <li>
              <SectionLink section="faq">{t('footer.faq')}</SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to="/contact">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/sitemap">{t('footer.sitemap')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t('footer.follow')}</h2>
          <ul>
            <li>
              <a
                href={SOCIAL_LINKS.x}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.onX')}
              >
                <XLogo /> X
              </a>
            </li>
            <li>
              <a
                href={SOCIAL_LINKS.linkedIn}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.onLinkedIn')}
              >
                <LinkedInLogo /> LinkedIn
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="footer-bottom">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
