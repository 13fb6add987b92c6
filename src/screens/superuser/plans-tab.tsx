import { StaffEmpty } from '../staff/staff-empty';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { discountedYearlyPrice, formatPrice } from '../../contract/pricing-math';
import {
  EMPTY_PLAN_CHANGE_MESSAGE,
  type PlanPatchField,
  type SuperuserPlan,
} from '../../contract/superuser';
import { useTranslate } from '../../i18n/use-translate';
import { draftOf, type PlanDraft } from '../../contract/plan-draft';
import { planFormMachine } from '../../machines/plan-form.machine';
import { submitWith } from '../../ui/form-submit';
import { useInspect } from '../app/inspection';
import { useCatalog } from '../billing/billing-queries';
import { translateSuperuserMessage } from './superuser-messages';
import { useSuperuserPlans } from './superuser-queries';
import { ActionOutcome, ReadPending } from './superuser-states';
import { SUPERUSER_ACTIONS, useStaffAction, type StaffAction } from './use-staff-action';
import { Button } from '../../ui/button';

type TextField = Exclude<PlanPatchField, 'mostPopular' | 'isActive'>;

/** The order of the fields, to focus the first one in error. */
const TEXT_FIELDS: readonly TextField[] = [
  'monthlyPrice',
  'annualPrice',
  'credits',
  'rolloverMonths',
  'maxAgents',
];

function NumberField({
  planId,
  field,
  label,
  value,
  onChange,
  error,
  hint,
  decimal,
  disabled,
}: {
  planId: string;
  field: TextField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: ReactNode;
  decimal?: boolean;
  disabled?: boolean;
}) {
  const id = `superuser-plan-${planId}-${field}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-note">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function CheckField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="superuser-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The form of one plan, from its saved values; remounted (by key) when they change. */
function PlanForm({ plan, action }: { plan: SuperuserPlan; action: StaffAction }) {
  const t = useTranslate();
  const intl = useIntl();
  const inspect = useInspect();
  const [state, send] = useMachine(
    planFormMachine.provide({
      actions: {
        focusFirstError: (_, { errors: found }) => {
          const first = TEXT_FIELDS.find((field) => found[field] !== undefined);
          if (first === undefined) return;
          document.getElementById(`superuser-plan-${plan.id}-${first}`)?.focus();
        },
        submitPatch: (_, { patch }) =>
          action.start({
            name: SUPERUSER_ACTIONS.plan,
            targetId: plan.id,
            input: Object.fromEntries(Object.entries(patch)),
            confirm: false,
          }),
      },
    }),
    { input: { plan }, inspect },
  );
  const { draft, errors } = state.context;
  const notice = state.matches('nothingChanged')
    ? translateSuperuserMessage(t, EMPTY_PLAN_CHANGE_MESSAGE)
    : null;
  const busy = action.state.hasTag('busy');
  const yearlyOnly = plan.creditPeriod === 'year';
  const team = plan.maxAgents !== null;
  const price = (amount: number) => formatPrice(amount, plan.currency, intl.locale);
  const message = (field: PlanPatchField) => {
    const english = errors[field];
    return english === undefined ? undefined : translateSuperuserMessage(t, english);
  };
  const set = (changes: Partial<PlanDraft>) => send({ type: 'planForm.edit', changes });
  /** What every number field of the form takes from its name: its value, edits and message. */
  const numberField = (field: TextField) => ({
    planId: plan.id,
    field,
    value: draft[field],
    onChange: (value: string) => set({ [field]: value }),
    error: message(field),
  });

  const save = submitWith(() => {
    send({ type: 'planForm.save' });
  });

  const unchanged = JSON.stringify(draft) === JSON.stringify(draftOf(plan));
  const derived = plan.monthlyPrice === null ? null : discountedYearlyPrice(plan.monthlyPrice);
  return (
    <form className="superuser-plan-form" onSubmit={save} noValidate aria-busy={busy}>
      <div className="form-row">
        <NumberField
          {...numberField('monthlyPrice')}
          label={t('superuser.plans.monthlyPrice', { currency: plan.currency })}
          decimal
          disabled={yearlyOnly}
          hint={yearlyOnly ? t('superuser.plans.yearlyOnly') : undefined}
        />
        <NumberField
          {...numberField('annualPrice')}
          label={t('superuser.plans.annualPrice', { currency: plan.currency })}
          decimal
          hint={
            derived === null
              ? undefined
              : t('superuser.plans.annualDerived', { price: price(derived) })
          }
        />
      </div>
      <div className="form-row">
        <NumberField
          {...numberField('credits')}
          label={t(
            yearlyOnly ? 'superuser.plans.creditsPerYear' : 'superuser.plans.creditsPerMonth',
          )}
        />
        <NumberField
          {...numberField('rolloverMonths')}
          label={t('superuser.plans.rolloverMonths')}
        />
        <NumberField
          {...numberField('maxAgents')}
          label={t('superuser.plans.maxAgents')}
          disabled={!team}
          hint={team ? undefined : t('superuser.plans.notATeam')}
        />
      </div>
      <div className="superuser-checks">
        <CheckField
          id={`superuser-plan-${plan.id}-mostPopular`}
          label={t('superuser.plans.mostPopular')}
          checked={draft.mostPopular}
          onChange={(checked) => set({ mostPopular: checked })}
        />
        <CheckField
          id={`superuser-plan-${plan.id}-isActive`}
          label={t('superuser.plans.isActive')}
          checked={draft.isActive}
          onChange={(checked) => set({ isActive: checked })}
        />
      </div>
      {notice && (
        <p className="form-note" role="status">
          {notice}
        </p>
      )}
      <div className="superuser-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('superuser.saving') : t('superuser.plans.save')}
        </button>
        <Button
          variant="secondary"
          disabled={busy || unchanged}
          onClick={() => send({ type: 'planForm.undo' })}
        >
          {t('superuser.plans.undo')}
        </Button>
      </div>
    </form>
  );
}

function PlanCard({ plan }: { plan: SuperuserPlan }) {
  const t = useTranslate();
  const intl = useIntl();
  const action = useStaffAction();
  const headingId = `superuser-plan-${plan.id}-heading`;
  return (
    <section className="card superuser-section superuser-plan" aria-labelledby={headingId}>
      <div className="superuser-plan-header">
        <h2 id={headingId}>{plan.name}</h2>
        <span className="badge superuser-badge" data-state={plan.isActive ? 'on' : 'off'}>
          {t(plan.isActive ? 'superuser.plans.onSale' : 'superuser.plans.offSale')}
        </span>
        {plan.mostPopular && (
          <span className="badge superuser-badge">{t('superuser.plans.mostPopularBadge')}</span>
        )}
      </div>
      <p className="superuser-muted">
        {t('superuser.plans.lastChanged', {
          date: intl.formatDate(plan.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      <PlanForm key={plan.updatedAt} plan={plan} action={action} />
      <ActionOutcome action={action} done={t('superuser.plans.saved', { plan: plan.name })} />
    </section>
  );
}

/**
 * With Stripe, subscriptions are charged the Stripe prices configured for the server, not the
 * amounts edited here: say so, so that both are changed together.
 */
function StripePricesNote() {
  const t = useTranslate();
  const catalog = useCatalog();
  if (catalog.data?.provider !== 'stripe') return null;
  return <p className="warning-note">{t('superuser.plans.stripeNote')}</p>;
}

/** Plans: every plan, on sale or not, each with a form of its prices, credits and flags. */
export function PlansTab() {
  const t = useTranslate();
  const plans = useSuperuserPlans();
  if (plans.data === undefined) {
    return <ReadPending query={plans} loadingLabel={t('superuser.plans.loading')} />;
  }
  return (
    <div className="staff-tab">
      <p className="superuser-muted">{t('superuser.plans.intro')}</p>
      <StripePricesNote />
      {plans.data.plans.length === 0 ? (
        <StaffEmpty label={t('superuser.plans.none')} hint={t('superuser.plans.noneHint')} />
      ) : (
        plans.data.plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)
      )}
    </div>
  );
}
