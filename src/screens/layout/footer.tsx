import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { LinkedInLogo, XLogo } from '../../ui/icons';
import { SectionLink, type LandingSection } from './section-link';

export const SOCIAL_LINKS = {
  x: 'https://x.com/roomwalk',
  linkedIn: 'https://www.linkedin.com/company/roomwalk',
} as const;

type FooterLink = { text: string; section: LandingSection } | { text: string; to: string };

/** The link columns: Product (the landing page's sections) and Company (routes). */
const LINK_COLUMNS: readonly { heading: string; links: readonly FooterLink[] }[] = [
  {
    heading: 'footer.product',
    links: [
      { text: 'footer.tech', section: 'features' },
      { text: 'footer.pricing', section: 'pricing' },
      { text: 'footer.faq', section: 'faq' },
    ],
  },
  {
    heading: 'footer.company',
    links: [
      { text: 'footer.contact', to: '/contact' },
      { text: 'footer.privacy', to: '/privacy' },
      { text: 'footer.terms', to: '/terms' },
      { text: 'footer.sitemap', to: '/sitemap' },
    ],
  },
];

/** Follow us: each network's link, the accessible name that says it opens a new tab, its logo. */
const SOCIAL_ITEMS = [
  { href: SOCIAL_LINKS.x, label: 'footer.onX', Logo: XLogo, name: 'X' },
  { href: SOCIAL_LINKS.linkedIn, label: 'footer.onLinkedIn', Logo: LinkedInLogo, name: 'LinkedIn' },
] as const;

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
        {LINK_COLUMNS.map(({ heading, links }) => (
          <nav key={heading} aria-label={t(heading)}>
            <h2>{t(heading)}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.text}>
                  {'section' in link ? (
                    <SectionLink section={link.section}>{t(link.text)}</SectionLink>
                  ) : (
                    <Link to={link.to}>{t(link.text)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>{t('footer.follow')}</h2>
          <ul>
            {SOCIAL_ITEMS.map(({ href, label, Logo, name }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(label)}>
                  <Logo /> {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="footer-bottom">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
