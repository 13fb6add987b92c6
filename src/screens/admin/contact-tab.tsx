import { useIntl } from 'react-intl';
import { CONTACT_STATUSES, type ContactRequestView } from '../../contract/admin';
import { INDUSTRIES } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import { ActionOutcome, FilterSelect, PagedList } from './admin-parts';
import { oneOf, useAdminParams } from './admin-params';
import { useContactRequests } from './admin-queries';
import { actionTexts, fullName } from './admin-texts';
import { ADMIN_ACTIONS, useAdminAction, type AdminAction } from './use-admin-action';

const industryKey = (industry: string) =>
  (INDUSTRIES as readonly string[]).includes(industry)
    ? `completeProfile.industries.${industry}`
    : 'completeProfile.industries.OTHER';

/** One request in full; everything the visitor wrote is shown as text. */
function ContactRequestItem({
  request,
  action,
}: {
  request: ContactRequestView;
  action: AdminAction;
}) {
  const t = useTranslate();
  const intl = useIntl();
  const name = fullName(request);
  const headingId = `admin-contact-${request.id}`;
  const handled = request.handledAt !== null;
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li>
      <article className="card admin-contact" aria-labelledby={headingId}>
        <div className="admin-detail-header">
          <h3 id={headingId}>{name}</h3>
          <span className="badge admin-badge" data-state={handled ? 'handled' : 'open'}>
            {handled
              ? t('admin.contact.handledOn', { time: time(request.handledAt ?? '') })
              : t('admin.contact.open')}
          </span>
        </div>
        <dl className="admin-facts">
          <div>
            <dt>{t('admin.contact.email')}</dt>
            <dd className="admin-break">{request.email}</dd>
          </div>
          <div>
            <dt>{t('admin.contact.industry')}</dt>
            <dd>{t(industryKey(request.industry))}</dd>
          </div>
          <div>
            <dt>{t('admin.contact.received')}</dt>
            <dd>{time(request.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('admin.contact.tourInMind')}</dt>
            <dd className="admin-break">{request.tourInMind ?? t('admin.contact.notGiven')}</dd>
          </div>
        </dl>
        <p className="admin-message">{request.message ?? t('admin.contact.noMessage')}</p>
        <button
          type="button"
          className="button button-secondary"
          disabled={action.state.hasTag('busy')}
          onClick={() =>
            action.start({
              name: handled ? ADMIN_ACTIONS.reopen : ADMIN_ACTIONS.handled,
              targetId: request.id,
              input: { name },
              confirm: false,
            })
          }
        >
          {t(handled ? 'admin.contact.reopen' : 'admin.contact.markHandled')}
        </button>
      </article>
    </li>
  );
}

/** The contact inbox: open, handled or all requests, newest first. */
export function ContactTab() {
  const t = useTranslate();
  const { get, update } = useAdminParams();
  const status = oneOf(CONTACT_STATUSES, get('status')) ?? 'open';
  const action = useAdminAction();
  const texts = actionTexts(t, action.state.context.request);
  return (
    <div className="staff-tab">
      <div className="filter-row admin-filters">
        <FilterSelect
          id="admin-contact-status"
          label={t('admin.contact.statusFilter')}
          value={status}
          choices={CONTACT_STATUSES}
          choiceLabel={(choice) => t(`admin.contact.statuses.${choice}`)}
          onChange={(choice) => update({ status: choice })}
        />
      </div>
      <ActionOutcome action={action} done={texts.done} />
      <PagedList
        query={useContactRequests(status)}
        rowsOf={(page) => page.requests}
        loadingLabel={t('admin.contact.loading')}
        emptyLabel={t(`admin.contact.none.${status}`)}
        emptyHint={t('admin.contact.noneHint')}
        countLabel={(count, more) => t('admin.contact.count', { count, more: String(more) })}
      >
        {(rows) => (
          <ol className="admin-contact-list" aria-label={t('admin.contact.listLabel')}>
            {rows.map((request) => (
              <ContactRequestItem key={request.id} request={request} action={action} />
            ))}
          </ol>
        )}
      </PagedList>
    </div>
  );
}
