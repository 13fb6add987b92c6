import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ADMIN_ASSIGNABLE_ROLES } from '../../contract/user';
import {
  CreditAdjustmentRequestSchema,
  staffRefusal,
  type AdminUserDetail,
} from '../../contract/admin';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import { schemaFieldErrors, type Translate } from '../forms/form-messages';
import { TextField, focusFirstError } from '../forms/form-parts';
import { translateAdminMessage } from './admin-messages';
import { StaffLoading } from '../staff/staff-loading';
import { ActionOutcome, ReadFailed } from './admin-parts';
import { StaffActionConfirmDialog } from '../staff/staff-action-confirm-dialog';
import { useAdminUser, useStaffMember } from './admin-queries';
import { actionTexts, fullName, roleLabel } from './admin-texts';
import { ADMIN_ACTIONS, useAdminAction, type AdminAction } from './use-admin-action';
import { Button } from '../../ui/button';

interface PanelProps {
  user: AdminUserDetail;
  /** Whether the rules or a running action forbid changes now. */
  locked: boolean;
  action: AdminAction;
}

function RoleForm({ user, locked, action }: PanelProps) {
  const t = useTranslate();
  const [role, setRole] = useState<string>(user.role);
  const assignable: readonly string[] = ADMIN_ASSIGNABLE_ROLES;
  // A role no one assigns here (SUPERADMIN) is shown, but cannot be chosen.
  const choices = assignable.includes(user.role) ? assignable : [user.role, ...assignable];
  const submit = submitWith(() => {
    action.start({
      name: ADMIN_ACTIONS.role,
      targetId: user.id,
      input: { role, from: user.role, name: fullName(user) },
      confirm: true,
    });
  });
  return (
    <form className="admin-inline-form" onSubmit={submit}>
      <div className="form-field">
        <label htmlFor="admin-user-role">{t('admin.user.newRole')}</label>
        <select
          id="admin-user-role"
          value={role}
          disabled={locked}
          onChange={(event) => setRole(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice} disabled={choice === 'SUPERADMIN'}>
              {roleLabel(t, choice)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="button button-secondary"
        disabled={locked || role === user.role}
      >
        {t('admin.user.changeRole')}
      </button>
    </form>
  );
}

function AccountActions({ user, locked, action }: PanelProps) {
  const t = useTranslate();
  const request = (name: string, confirm: boolean) =>
    action.start({ name, targetId: user.id, input: { name: fullName(user) }, confirm });
  return (
    <div className="admin-actions">
      {user.disabled ? (
        <Button
          variant="secondary"
          disabled={locked}
          onClick={() => request(ADMIN_ACTIONS.enable, false)}
        >
          {t('admin.user.enable')}
        </Button>
      ) : (
        <button
          type="button"
          className="button button-secondary admin-danger"
          disabled={locked}
          onClick={() => request(ADMIN_ACTIONS.disable, true)}
        >
          {t('admin.user.disable')}
        </button>
      )}
      <Button
        variant="secondary"
        disabled={locked || user.lockout.failures === 0}
        onClick={() => request(ADMIN_ACTIONS.clearLockout, false)}
      >
        {t('admin.user.clearLockout')}
      </Button>
    </div>
  );
}

type CreditField = 'amount' | 'reason';

/** An adjustment of the account's own credits: checked here with the server's schema first. */
function CreditsForm({ user, locked, action }: PanelProps) {
  const t = useTranslate();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CreditField, string>>>({});
  const submit = submitWith(() => {
    const values = { amount: amount.trim() === '' ? Number.NaN : Number(amount), reason };
    const found = schemaFieldErrors<CreditField>(CreditAdjustmentRequestSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, [
        ['amount', 'admin-credits-amount'],
        ['reason', 'admin-credits-reason'],
      ]);
      return;
    }
    const adjustment = v.parse(CreditAdjustmentRequestSchema, values);
    action.start({
      name: ADMIN_ACTIONS.credits,
      targetId: user.id,
      input: { ...adjustment, name: fullName(user) },
      confirm: adjustment.amount < 0,
    });
  });
  const message = (field: CreditField) => {
    const error = errors[field];
    return error ? translateAdminMessage(t, error) : undefined;
  };
  return (
    <form className="admin-credits-form" noValidate onSubmit={submit}>
      <p className="admin-muted">{t('admin.user.creditsHint')}</p>
      <TextField
        id="admin-credits-amount"
        label={t('admin.user.amount')}
        type="number"
        inputMode="numeric"
        step={1}
        value={amount}
        onValueChange={setAmount}
        error={message('amount')}
        disabled={locked}
      />
      <TextField
        id="admin-credits-reason"
        label={t('admin.user.reason')}
        value={reason}
        maxLength={200}
        onValueChange={setReason}
        error={message('reason')}
        disabled={locked}
      />
      <button type="submit" className="button button-secondary" disabled={locked}>
        {t('admin.user.adjust')}
      </button>
    </form>
  );
}

function lockoutText(t: Translate, user: AdminUserDetail, time: (iso: string) => string) {
  const { lockout } = user;
  if (lockout.locked && lockout.lockedUntil) {
    return t('admin.user.lockedUntil', { time: time(lockout.lockedUntil) });
  }
  if (lockout.failures > 0) return t('admin.user.failures', { count: lockout.failures });
  return t('admin.user.notLocked');
}

function Facts({ user }: { user: AdminUserDetail }) {
  const t = useTranslate();
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const facts: [string, string][] = [
    [t('admin.user.email'), user.email],
    [t('admin.user.role'), roleLabel(t, user.role)],
    [
      t('admin.user.status'),
      user.disabledAt
        ? t('admin.user.disabledSince', { date: date(user.disabledAt) })
        : t('admin.users.statuses.active'),
    ],
    [t('admin.user.created'), date(user.createdAt)],
    [t('admin.user.tours'), String(user.toursCount)],
    [t('admin.user.credits'), t('admin.user.creditsBalance', { count: user.credits.balance })],
    [t('admin.user.sessions'), String(user.activeSessions)],
    [t('admin.user.lockout'), lockoutText(t, user, time)],
    [t('admin.user.twoFactor'), t(user.twoFactorEnabled ? 'admin.user.on' : 'admin.user.off')],
  ];
  if (user.company) facts.push([t('admin.user.company'), user.company]);
  if (user.phone) facts.push([t('admin.user.phone'), user.phone]);
  if (user.industry) {
    facts.push([t('admin.user.industry'), t(`completeProfile.industries.${user.industry}`)]);
  }
  return (
    <>
      <dl className="admin-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {user.credits.pool === 'team' && (
        <p className="admin-muted">{t('admin.user.teamPool', { count: user.credits.spendable })}</p>
      )}
    </>
  );
}

function Panel({ user, onClose }: { user: AdminUserDetail; onClose: () => void }) {
  const t = useTranslate();
  const me = useStaffMember();
  const action = useAdminAction();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const refusal = me === null ? null : staffRefusal(me, user);
  const props: PanelProps = {
    user,
    locked: me === null || refusal !== null || action.state.hasTag('busy'),
    action,
  };
  const texts = actionTexts(t, action.state.context.request);
  return (
    <section className="card admin-detail" aria-labelledby="admin-user-heading">
      <div className="admin-detail-header">
        <h2 id="admin-user-heading" ref={heading} tabIndex={-1}>
          {fullName(user)}
        </h2>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('admin.user.close')}
        </button>
      </div>
      <Facts user={user} />
      {refusal !== null && <p className="admin-notice">{translateAdminMessage(t, refusal)}</p>}
      <ActionOutcome action={action} done={texts.done} />
      <h3>{t('admin.user.accountHeading')}</h3>
      <RoleForm key={user.role} {...props} />
      <AccountActions {...props} />
      <h3>{t('admin.user.creditsHeading')}</h3>
      <CreditsForm key={user.credits.balance} {...props} />
      <StaffActionConfirmDialog action={action} description={texts.confirm} />
    </section>
  );
}

/** One account (?user=): what it is, and what staff may change about it. */
export function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const t = useTranslate();
  const detail = useAdminUser(userId);
  if (detail.data === undefined) {
    return (
      <section className="card admin-detail" aria-label={t('admin.user.label')}>
        {detail.isError ? (
          <ReadFailed query={detail} />
        ) : (
          <StaffLoading label={t('admin.user.loading')} />
        )}
      </section>
    );
  }
  return <Panel user={detail.data} onClose={onClose} />;
}
