import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { SessionActor } from '../app/actors';
import { roleName } from '../app/role-names';

/** Who is signed in: name, e-mail and role from the session, with a link to edit the details. */
export function ProfileSection() {
  const t = useTranslate();
  const user = SessionActor.useSelector((snapshot) => snapshot.context.user);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <section className="settings-section card" aria-labelledby="settings-profile-heading">
      <h2 id="settings-profile-heading">{t('settings.profile.heading')}</h2>
      <dl className="settings-profile">
        <div>
          <dt>{t('settings.profile.name')}</dt>
          <dd>{name || t('settings.profile.noName')}</dd>
        </div>
        <div>
          <dt>{t('settings.profile.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('settings.profile.role')}</dt>
          <dd>{user.role ? roleName(t, user.role) : t('settings.profile.noRole')}</dd>
        </div>
      </dl>
      <p>
        <Link to="/complete-profile">{t('settings.profile.edit')}</Link>
      </p>
    </section>
  );
}
