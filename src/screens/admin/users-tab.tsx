import { useIntl } from 'react-intl';
import { USER_STATUSES, type AdminUserSummary } from '../../contract/admin';
import { ROLES } from '../../contract/user';
import { useTranslate } from '../../i18n/use-translate';
import { FilterSelect, ListSearch, PagedTable } from './admin-parts';
import { oneOf, useAdminParams } from './admin-params';
import { useAdminUsers, type UserFilters } from './admin-queries';
import { fullName, roleLabel } from './admin-texts';
import { UserDetail } from './user-detail';

const SEARCH_ID = 'admin-users-search';

/** The search (applied when sent) and the filters (applied at once), all kept in the address. */
function UserSearch({ filters }: { filters: UserFilters }) {
  const t = useTranslate();
  const { update } = useAdminParams();
  return (
    <ListSearch
      id={SEARCH_ID}
      messages="admin.users"
      query={filters.q}
      onSearch={(q) => update({ q, user: null })}
    >
      <FilterSelect
        id="admin-users-role"
        label={t('admin.users.roleFilter')}
        value={filters.role ?? ''}
        allLabel={t('admin.users.allRoles')}
        choices={ROLES}
        choiceLabel={(role) => roleLabel(t, role)}
        onChange={(role) => update({ role, user: null })}
      />
      <FilterSelect
        id="admin-users-status"
        label={t('admin.users.statusFilter')}
        value={filters.status ?? ''}
        allLabel={t('admin.users.allStatuses')}
        choices={USER_STATUSES}
        choiceLabel={(status) => t(`admin.users.statuses.${status}`)}
        onChange={(status) => update({ status, user: null })}
      />
    </ListSearch>
  );
}

function UserRow({
  user,
  selected,
  onSelect,
}: {
  user: AdminUserSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useTranslate();
  const intl = useIntl();
  return (
    <tr aria-current={selected ? 'true' : undefined}>
      <th scope="row">
        <button
          type="button"
          className="admin-link"
          aria-label={t('admin.users.open', { name: fullName(user) })}
          onClick={onSelect}
        >
          {fullName(user)}
        </button>
      </th>
      <td className="admin-break">{user.email}</td>
      <td>{roleLabel(t, user.role)}</td>
      <td>
        <span className="badge admin-badge" data-state={user.disabled ? 'disabled' : 'active'}>
          {t(`admin.users.statuses.${user.disabled ? 'disabled' : 'active'}`)}
        </span>
      </td>
      <td>{intl.formatDate(user.createdAt, { dateStyle: 'medium' })}</td>
    </tr>
  );
}

function UsersTable({ filters, selected }: { filters: UserFilters; selected: string }) {
  const { update } = useAdminParams();
  return (
    <PagedTable
      query={useAdminUsers(filters)}
      rowsOf={(page) => page.users}
      messages="admin.users"
      columns={['name', 'email', 'role', 'status', 'created']}
      row={(user) => (
        <UserRow
          key={user.id}
          user={user}
          selected={user.id === selected}
          onSelect={() => update({ user: user.id })}
        />
      )}
    />
  );
}

/** Users: search and filters, the accounts found, and the one opened (?user=). */
export function UsersTab() {
  const { get, update } = useAdminParams();
  const filters: UserFilters = {
    q: get('q'),
    role: oneOf(ROLES, get('role')),
    status: oneOf(USER_STATUSES, get('status')),
  };
  const selected = get('user');
  return (
    <div className="staff-tab">
      <UserSearch key={filters.q} filters={filters} />
      <UsersTable filters={filters} selected={selected} />
      {selected && (
        <UserDetail
          key={selected}
          userId={selected}
          onClose={() => {
            update({ user: null });
            // The panel and its focus go: keyboard users go on from the search.
            document.getElementById(SEARCH_ID)?.focus();
          }}
        />
      )}
    </div>
  );
}
