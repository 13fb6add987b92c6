import { Link, useNavigate } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { BrandMark } from '../../ui/icons';
import { SessionActor } from '../app/actors';
import { LanguageSelector } from './language-selector';
import { SectionLink, type LandingSection } from './section-link';
import { MenuDrawer } from './menu-drawer';
import { Button } from '../../ui/button';

const SECTIONS: { section: LandingSection; labelId: string }[] = [
  { section: 'features', labelId: 'nav.tech' },
  { section: 'pricing', labelId: 'nav.pricing' },
  { section: 'faq', labelId: 'nav.faq' },
];

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  return SECTIONS.map(({ section, labelId }) => (
    <li key={section}>
      <SectionLink section={section} onNavigate={onNavigate}>
        {t(labelId)}
      </SectionLink>
    </li>
  ));
}

/** Sign in and Get Started for visitors; the dashboard and sign out for a signed-in user. */
function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  if (signedIn) {
    // Leave the guarded page first, so the guard does not send the user on to /login.
    const signOut = async () => {
      onNavigate?.();
      await navigate('/', { flushSync: true });
      session.send({ type: 'session.signOut' });
    };
    return (
      <>
        <Link className="button button-secondary" to="/dashboard" onClick={onNavigate}>
          {t('dashboard.navLabel')}
        </Link>
        <Button variant="ghost" onClick={signOut}>
          {t('dashboard.signOut')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Link className="button button-ghost" to="/login" onClick={onNavigate}>
        {t('nav.signIn')}
      </Link>
      <Link className="button button-primary" to="/register" onClick={onNavigate}>
        {t('nav.getStarted')}
      </Link>
    </>
  );
}

/** The public top bar (SPEC §2), with its left drawer on small screens. */
export function TopBar() {
  const t = useTranslate();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.mainLabel')}>
          <ul className="top-bar-links">
            <SectionLinks />
          </ul>
        </nav>
        <div className="top-bar-actions">
          <span className="wide-only">
            <LanguageSelector />
          </span>
          <span className="wide-only">
            <AccountActions />
          </span>
          <MenuDrawer buttonClassName="menu-button" description={t('nav.menuDescription')}>
            {(close) => (
              <>
                <nav aria-label={t('nav.mainLabel')}>
                  <ul className="drawer-links">
                    <SectionLinks onNavigate={close} />
                  </ul>
                </nav>
                <LanguageSelector />
                <div className="drawer-actions">
                  <AccountActions onNavigate={close} />
                </div>
              </>
            )}
          </MenuDrawer>
        </div>
      </div>
    </header>
  );
}
