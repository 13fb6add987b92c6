import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROLES, type Role } from '../../contract/user';
import { useTranslate } from '../../i18n/use-translate';
import type { RefusedState } from '../app/auth-guard';
import { roleName } from '../app/role-names';

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The guard's reason, if the state carries a well-formed one (history state is untrusted). */
function refusalOf(state: unknown): RefusedState['refused'] | null {
  const refused = (state as Partial<RefusedState> | null)?.refused;
  if (!refused || !Array.isArray(refused.roles)) return null;
  const roles = (refused.roles as unknown[]).filter(isRole);
  if (roles.length === 0) return null;
  return { page: typeof refused.page === 'string' ? refused.page : null, roles };
}

/**
 * On /dashboard after the role guard sent someone here (issue 22): which page refused them, the
 * roles it is open to, and that this is where they were sent. Dismissing it clears the reason from
 * the history entry, so a reload does not show it again.
 */
export function RefusedNotice() {
  const t = useTranslate();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const refused = refusalOf(location.state);
  if (!refused) return null;
  const roles = intl.formatList(
    refused.roles.map((role) => roleName(t, role)),
    { type: 'disjunction' },
  );
  const page = refused.page ? t(`pages.${refused.page}.title`) : t('app.refused.thatPage');
  return (
    <div className="card refused-notice" role="status">
      <p>{t('app.refused.notice', { page, roles })}</p>
      <button
        type="button"
        className="button"
        onClick={() => void navigate(location.pathname, { replace: true, state: null })}
      >
        {t('app.refused.dismiss')}
      </button>
    </div>
  );
}
