import { useIntl } from 'react-intl';
import { mayReprocess, type AdminTourSummary } from '../../contract/admin';
import { TOUR_STATUSES } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { ActionOutcome, FilterSelect, ListSearch, PagedTable } from './admin-parts';
import { StaffActionConfirmDialog } from '../staff/staff-action-confirm-dialog';
import { oneOf, useAdminParams } from './admin-params';
import { useAdminTours, type TourFilters } from './admin-queries';
import { actionTexts, fullName } from './admin-texts';
import { ADMIN_ACTIONS, useAdminAction, type AdminAction } from './use-admin-action';

function TourSearch({ filters }: { filters: TourFilters }) {
  const t = useTranslate();
  const { update } = useAdminParams();
  return (
    <ListSearch
      id="admin-tours-search"
      messages="admin.tours"
      query={filters.q}
      onSearch={(q) => update({ q })}
    >
      <FilterSelect
        id="admin-tours-status"
        label={t('admin.tours.statusFilter')}
        value={filters.status ?? ''}
        allLabel={t('admin.tours.allStatuses')}
        choices={TOUR_STATUSES}
        choiceLabel={(status) => t(`admin.tours.statuses.${status}`)}
        onChange={(status) => update({ status })}
      />
    </ListSearch>
  );
}

/**
 * The actions of a tour's row, with their words under admin.tours (the button, and its name
 * with the title): taking a tour off line asks first.
 */
const TOUR_ACTIONS = [
  {
    name: ADMIN_ACTIONS.unpublish,
    words: 'unpublish',
    confirm: true,
    offered: (tour: AdminTourSummary) => tour.published,
  },
  {
    name: ADMIN_ACTIONS.reprocess,
    words: 'reprocess',
    confirm: false,
    offered: (tour: AdminTourSummary) => mayReprocess(tour.status),
  },
] as const;

function TourRow({ tour, action }: { tour: AdminTourSummary; action: AdminAction }) {
  const t = useTranslate();
  const intl = useIntl();
  const busy = action.state.hasTag('busy');
  const owner = fullName(tour.owner);
  const input = { title: tour.title, owner: tour.owner.email };
  return (
    <tr>
      <th scope="row" className="admin-break">
        {tour.title}
      </th>
      <td className="admin-break">
        {owner}
        <span className="admin-muted admin-block">{tour.owner.email}</span>
      </td>
      <td>
        <span className="badge admin-badge" data-state={tour.status}>
          {t(`admin.tours.statuses.${tour.status}`)}
        </span>
      </td>
      <td>{t(tour.published ? 'admin.tours.yes' : 'admin.tours.no')}</td>
      <td>{intl.formatDate(tour.createdAt, { dateStyle: 'medium' })}</td>
      <td>
        <div className="admin-row-actions">
          {TOUR_ACTIONS.map(({ name, words, confirm, offered }) => (
            <button
              key={name}
              type="button"
              className={`button button-secondary${confirm ? ' admin-danger' : ''}`}
              disabled={busy || !offered(tour)}
              aria-label={t(`admin.tours.${words}Tour`, { title: tour.title })}
              onClick={() => action.start({ name, targetId: tour.id, input, confirm })}
            >
              {t(`admin.tours.${words}`)}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}

function ToursTable({ filters, action }: { filters: TourFilters; action: AdminAction }) {
  return (
    <PagedTable
      query={useAdminTours(filters)}
      rowsOf={(page) => page.tours}
      messages="admin.tours"
      columns={['title', 'owner', 'status', 'published', 'created', 'actions']}
      row={(tour) => <TourRow key={tour.id} tour={tour} action={action} />}
    />
  );
}

/** Tours of every user: search by title or owner, filter by status, unpublish, process again. */
export function ToursTab() {
  const t = useTranslate();
  const { get } = useAdminParams();
  const action = useAdminAction();
  const filters: TourFilters = { q: get('q'), status: oneOf(TOUR_STATUSES, get('status')) };
  const texts = actionTexts(t, action.state.context.request);
  return (
    <div className="staff-tab">
      <TourSearch key={filters.q} filters={filters} />
      <ActionOutcome action={action} done={texts.done} />
      <ToursTable filters={filters} action={action} />
      <StaffActionConfirmDialog action={action} description={texts.confirm} />
    </div>
  );
}
