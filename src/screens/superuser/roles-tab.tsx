import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import {
  AccountSearchQuerySchema,
  type AccountView,
  type StaffMember,
  type SuperuserSettableRole,
} from '../../contract/superuser';
import { SUPERADMIN_GRANTABLE_ROLES, type Role } from '../../contract/user';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import { useOwnerId } from '../billing/billing-queries';
import { StaffActionConfirmDialog } from '../staff/staff-action-confirm-dialog';
import { translateSuperuserMessage } from './superuser-messages';
import { useAccountSearch, useStaff } from './superuser-queries';
import { roleName, roleNameValues } from '../app/role-names';
import { StaffEmpty } from '../staff/staff-empty';
import { ActionOutcome, ReadPending } from './superuser-states';
import { SUPERUSER_ACTIONS, useStaffAction, type StaffAction } from './use-staff-action';
import { DataTable } from '../../ui/data-table';
import { Button } from '../../ui/button';

const fullName = (account: AccountView) => `${account.firstName} ${account.lastName}`;
const roleLabel = roleName;

/** A role's name in a badge coloured by the role. */
function RoleBadge({ role }: { role: Role }) {
  const t = useTranslate();
  return (
    <span className="badge superuser-role" data-role={role}>
      {roleLabel(t, role)}
    </span>
  );
}

/** Whether the app lets a SUPERADMIN change this account's role (the server refuses the rest). */
function changeable(account: AccountView, ownId: string | null): boolean {
  return account.role !== 'SUPERADMIN' && account.id !== ownId;
}

function roleRequest(account: AccountView, role: SuperuserSettableRole, confirm: boolean) {
  return {
    name: SUPERUSER_ACTIONS.role,
    targetId: account.id,
    // `role` is what is sent; the rest words the dialog and the outcome.
    input: { role, name: fullName(account), email: account.email, from: account.role },
    confirm,
  };
}

function StaffRow({
  member,
  ownId,
  action,
}: {
  member: StaffMember;
  ownId: string | null;
  action: StaffAction;
}) {
  const t = useTranslate();
  const intl = useIntl();
  const busy = action.state.hasTag('busy') || action.state.matches('confirming');
  return (
    <tr>
      <th scope="row">{fullName(member)}</th>
      <td>{member.email}</td>
      <td>
        <RoleBadge role={member.role} />
      </td>
      <td>{intl.formatDate(member.since, { dateStyle: 'medium' })}</td>
      <td>
        {changeable(member, ownId) ? (
          <Button
            variant="secondary"
            aria-label={t('superuser.roles.revokeFor', { name: fullName(member) })}
            disabled={busy}
            onClick={() => action.start(roleRequest(member, 'USER', true))}
          >
            {t('superuser.roles.revoke')}
          </Button>
        ) : (
          <span className="superuser-muted">{t('superuser.roles.fixed')}</span>
        )}
      </td>
    </tr>
  );
}

function StaffSection({ action, ownId }: { action: StaffAction; ownId: string | null }) {
  const t = useTranslate();
  const staff = useStaff();
  let content;
  if (staff.data === undefined) {
    content = <ReadPending query={staff} loadingLabel={t('superuser.roles.loadingStaff')} />;
  } else if (staff.data.staff.length === 0) {
    content = (
      <StaffEmpty label={t('superuser.roles.noStaff')} hint={t('superuser.roles.noStaffHint')} />
    );
  } else {
    content = (
      <div className="staff-table-wrap">
        <table className="staff-table" aria-labelledby="superuser-staff-heading">
          <thead>
            <tr>
              <th scope="col">{t('superuser.roles.name')}</th>
              <th scope="col">{t('superuser.roles.email')}</th>
              <th scope="col">{t('superuser.roles.role')}</th>
              <th scope="col">{t('superuser.roles.since')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('superuser.roles.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.data.staff.map((member) => (
              <StaffRow key={member.id} member={member} ownId={ownId} action={action} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="card superuser-section" aria-labelledby="superuser-staff-heading">
      <h2 id="superuser-staff-heading">{t('superuser.roles.staffHeading')}</h2>
      <p className="superuser-muted">{t('superuser.roles.staffIntro', roleNameValues(t))}</p>
      {content}
    </section>
  );
}

function AccountRow({
  account,
  ownId,
  action,
}: {
  account: AccountView;
  ownId: string | null;
  action: StaffAction;
}) {
  const t = useTranslate();
  const [role, setRole] = useState<SuperuserSettableRole>(
    () => SUPERADMIN_GRANTABLE_ROLES.find((choice) => choice !== account.role) ?? 'ADMIN',
  );
  const selectId = `superuser-grant-${account.id}`;
  const busy = action.state.hasTag('busy') || action.state.matches('confirming');
  return (
    <tr>
      <th scope="row">{fullName(account)}</th>
      <td>{account.email}</td>
      <td>
        <RoleBadge role={account.role} />
        {account.disabled && (
          <span className="superuser-muted"> {t('superuser.roles.disabled')}</span>
        )}
      </td>
      <td>
        {changeable(account, ownId) ? (
          <div className="superuser-grant">
            <label htmlFor={selectId} className="visually-hidden">
              {t('superuser.roles.newRoleFor', { name: fullName(account) })}
            </label>
            <select
              className="input"
              id={selectId}
              value={role}
              onChange={(event) => setRole(event.target.value as SuperuserSettableRole)}
            >
              {SUPERADMIN_GRANTABLE_ROLES.map((choice) => (
                <option key={choice} value={choice}>
                  {roleLabel(t, choice)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button-primary"
              aria-label={t('superuser.roles.grantTo', {
                role: roleLabel(t, role),
                name: fullName(account),
              })}
              disabled={busy || role === account.role}
              onClick={() => action.start(roleRequest(account, role, false))}
            >
              {t('superuser.roles.grant')}
            </button>
          </div>
        ) : (
          <span className="superuser-muted">{t('superuser.roles.fixed')}</span>
        )}
      </td>
    </tr>
  );
}

function SearchResults({
  query,
  ownId,
  action,
}: {
  query: string;
  ownId: string | null;
  action: StaffAction;
}) {
  const t = useTranslate();
  const results = useAccountSearch(query);
  if (results.data === undefined) {
    return <ReadPending query={results} loadingLabel={t('superuser.roles.searching')} />;
  }
  if (results.data.accounts.length === 0) {
    return (
      <StaffEmpty
        label={t('superuser.roles.noMatch', { query })}
        hint={t('superuser.roles.noMatchHint')}
      />
    );
  }
  return (
    <>
      <div className="staff-table-wrap">
        <DataTable
          className="staff-table"
          label={t('superuser.roles.resultsLabel', { query })}
          columns={[
            t('superuser.roles.name'),
            t('superuser.roles.email'),
            t('superuser.roles.role'),
            t('superuser.roles.grantRole'),
          ]}
        >
          {results.data.accounts.map((account) => (
            <AccountRow
              key={`${account.id}-${account.role}`}
              account={account}
              ownId={ownId}
              action={action}
            />
          ))}
        </DataTable>
      </div>
      {results.data.more && <p className="superuser-muted">{t('superuser.roles.moreMatches')}</p>}
    </>
  );
}

function GrantSection({ action, ownId }: { action: StaffAction; ownId: string | null }) {
  const t = useTranslate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = submitWith(() => {
    const parsed = v.safeParse(AccountSearchQuerySchema, { q: text });
    if (!parsed.success) {
      setError(translateSuperuserMessage(t, parsed.issues[0].message));
      return;
    }
    setError(null);
    setQuery(parsed.output.q);
  });
  return (
    <section className="card superuser-section" aria-labelledby="superuser-grant-heading">
      <h2 id="superuser-grant-heading">{t('superuser.roles.grantHeading')}</h2>
      <p className="superuser-muted">{t('superuser.roles.grantIntro', roleNameValues(t))}</p>
      <form className="filter-row superuser-search" role="search" onSubmit={search} noValidate>
        <div className="form-field">
          <label htmlFor="superuser-search-input">{t('superuser.roles.searchLabel')}</label>
          <input
            id="superuser-search-input"
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'superuser-search-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <p id="superuser-search-error" className="form-field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button-secondary">
          {t('superuser.roles.search')}
        </button>
      </form>
      {query !== null && <SearchResults query={query} ownId={ownId} action={action} />}
    </section>
  );
}

/** Revoking asks first (the staff-action machine's `confirming`), and stays open while it runs. */
function RevokeDialog({ action }: { action: StaffAction }) {
  const t = useTranslate();
  const input = action.state.context.request?.input;
  const name = String(input?.name ?? '');
  return (
    <StaffActionConfirmDialog
      action={action}
      title={t('superuser.roles.revokeTitle', { name })}
      description={t('superuser.roles.revokeDescription', {
        ...roleNameValues(t),
        name,
        email: String(input?.email ?? ''),
        role: roleLabel(t, String(input?.from ?? 'USER')),
      })}
      confirmLabel={t('superuser.roles.revokeConfirm')}
      busyLabel={t('superuser.roles.revoking')}
    />
  );
}

function RoleOutcome({ action }: { action: StaffAction }) {
  const t = useTranslate();
  const input = action.state.context.request?.input;
  const name = String(input?.name ?? '');
  const done =
    input?.role === 'USER'
      ? t('superuser.roles.revoked', { name, role: roleLabel(t, String(input.from ?? 'USER')) })
      : t('superuser.roles.granted', { name, role: roleLabel(t, String(input?.role ?? 'USER')) });
  return <ActionOutcome action={action} done={done} />;
}

/** Roles: the staff with a way to revoke, and any account found to grant a role to. */
export function RolesTab() {
  const action = useStaffAction();
  const ownId = useOwnerId();
  return (
    <div className="staff-tab">
      <RoleOutcome action={action} />
      <StaffSection action={action} ownId={ownId} />
      <GrantSection action={action} ownId={ownId} />
      <RevokeDialog action={action} />
    </div>
  );
}
