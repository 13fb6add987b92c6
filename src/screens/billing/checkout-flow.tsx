import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import {
  BILLING_PERIODS,
  PLAN_IDS,
  type BillingPeriodUnit,
  type PlanId,
} from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import {
  checkoutMachine,
  type CheckoutInput,
  type CheckoutIntent,
  type CheckoutReturn,
} from '../../machines/checkout.machine';
import { useAppApi } from '../app/app-services';
import { useRefreshBilling } from './billing-queries';
import { checkoutImplementations } from './checkout-actors';
import {
  AwaitingPaymentPanel,
  ConfirmationLostPanel,
  DonePanel,
  FailedPanel,
  LoadFailedPanel,
  LoadingPanel,
  RedirectingPanel,
} from './checkout-results';
import type { CheckoutPanelProps, CheckoutState } from './checkout-types';
import { ConfirmPanel } from './confirm-panel';
import { ChoosingPanel } from './plan-picker';
import { TestModeNote } from './test-mode-note';
import { usePanelHeadingFocus } from '../../ui/panel-heading-focus';
import { useInspect } from '../app/inspection';
import './billing.css';

const CHECKOUT_ID = /^[0-9a-f-]{36}$/i;
const isPlanId = (value: string | null): value is PlanId =>
  (PLAN_IDS as readonly (string | null)[]).includes(value);
const isPeriod = (value: string | null): value is BillingPeriodUnit =>
  (BILLING_PERIODS as readonly (string | null)[]).includes(value);

/** ?checkout=<id>&result=success|cancelled: the way back from the provider's page. */
function returnedFrom(params: URLSearchParams): CheckoutReturn | null {
  const checkoutId = params.get('checkout');
  const result = params.get('result');
  if (checkoutId === null || !CHECKOUT_ID.test(checkoutId)) return null;
  return { checkoutId, result: result === 'success' ? 'success' : 'cancelled' };
}

/** ?intent=cancel|resume, or ?plan=<id>&period=month|year: a request from another page. */
function intentFrom(params: URLSearchParams): CheckoutIntent | null {
  const intent = params.get('intent');
  if (intent === 'cancel' || intent === 'resume') return { kind: intent };
  const planId = params.get('plan');
  const period = params.get('period');
  if (!isPlanId(planId)) return null;
  return { kind: 'plan', planId, billingPeriod: isPeriod(period) ? period : 'month' };
}

/** The machine's input from the address once; the address is then cleaned, as a reload starts afresh. */
function useCheckoutInput(): CheckoutInput {
  const [params, setParams] = useSearchParams();
  const [input] = useState<CheckoutInput>(() => ({
    returned: returnedFrom(params),
    intent: intentFrom(params),
  }));
  useCleanAddress(params, setParams);
  return input;
}

function useCleanAddress(params: URLSearchParams, setParams: SetURLSearchParams) {
  const cleaned = useRef(false);
  useEffect(() => {
    if (cleaned.current || params.size === 0) return;
    cleaned.current = true;
    setParams({}, { replace: true });
  }, [params, setParams]);
}

function useCheckout() {
  const { billing } = useAppApi();
  const announceBillingChange = useRefreshBilling();
  const input = useCheckoutInput();
  const implementations = checkoutImplementations(billing);
  const inspect = useInspect();
  return useMachine(
    checkoutMachine.provide({
      actors: implementations.actors,
      actions: {
        announceBillingChange,
        openCheckoutPage: (_, { url }) => implementations.openCheckoutPage(url),
      },
    }),
    { input, inspect },
  );
}

/** Which panel shows: changes of it move the focus to its heading. */
function panelOf(state: CheckoutState): string {
  if (state.matches('paying')) return 'confirming';
  if (state.matches('awaitingPayment')) return 'awaitingPayment';
  return String(state.value);
}

function Panel({ state, send }: CheckoutPanelProps) {
  if (state.matches('loading')) return <LoadingPanel />;
  if (state.matches('loadFailed')) return <LoadFailedPanel state={state} send={send} />;
  if (state.matches('choosing')) return <ChoosingPanel state={state} send={send} />;
  if (state.matches('confirming') || state.matches('paying')) {
    return <ConfirmPanel state={state} send={send} />;
  }
  if (state.matches('redirecting')) return <RedirectingPanel state={state} send={send} />;
  if (state.matches('awaitingPayment')) return <AwaitingPaymentPanel state={state} send={send} />;
  if (state.matches('confirmationLost')) {
    return <ConfirmationLostPanel state={state} send={send} />;
  }
  if (state.matches('done')) return <DonePanel state={state} send={send} />;
  return <FailedPanel state={state} send={send} />;
}

/**
 * /dashboard/top-up (issue 8), driven by the checkout machine: choose a plan, a credit pack or a
 * change of plan, confirm it, pay, and see the credits granted, or why it failed.
 */
export function CheckoutFlow() {
  const t = useTranslate();
  const [state, send] = useCheckout();
  const container = usePanelHeadingFocus(panelOf(state));
  return (
    <section
      className="billing-checkout"
      aria-label={t('billing.checkoutLabel')}
      aria-busy={state.hasTag('busy')}
    >
      <TestModeNote testMode={state.context.catalog?.testMode} />
      <div ref={container} className="billing-checkout-panel card">
        <Panel state={state} send={send} />
      </div>
    </section>
  );
}
