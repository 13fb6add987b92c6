import { fromPromise } from 'xstate';
import type {
  CheckoutChoice,
  CheckoutProgress,
  CheckoutReturn,
  LoadBillingInput,
  LoadedBilling,
  PaymentResult,
  ReturnedCheckout,
} from '../../machines/checkout.machine';
import { ApiRequestError, withFailureMessage } from '../../services/api-client';
import type { BillingApi } from '../../services/billing-api';
import { logger } from '../../services/logger';
import { CHECKOUT_CHECK_FAILED, LOAD_BILLING_FAILED, PAYMENT_FAILED } from './billing-messages';

/** The checkout the buyer came back from; null when it is unknown (a link edited by hand). */
async function returnedCheckout(
  billing: BillingApi,
  returned: CheckoutReturn | null,
): Promise<ReturnedCheckout | null> {
  if (returned === null) return null;
  try {
    return { checkout: await billing.checkoutStatus(returned.checkoutId), result: returned.result };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

async function load(billing: BillingApi, input: LoadBillingInput): Promise<LoadedBilling> {
  try {
    const [catalog, status, returned] = await Promise.all([
      billing.catalog(),
      billing.status(),
      returnedCheckout(billing, input.returned),
    ]);
    return { catalog, status, returned, intent: input.intent };
  } catch (error) {
    logger.warn('The billing catalog or plan could not be loaded', error);
    throw withFailureMessage(error, LOAD_BILLING_FAILED);
  }
}

async function payFor(billing: BillingApi, choice: CheckoutChoice): Promise<PaymentResult> {
  switch (choice.kind) {
    case 'subscribe':
    case 'pack': {
      const request =
        choice.kind === 'pack'
          ? { kind: 'pack' as const, packId: choice.packId }
          : {
              kind: 'subscription' as const,
              planId: choice.planId,
              billingPeriod: choice.billingPeriod,
            };
      return { kind: 'checkout', ...(await billing.checkout(request)) };
    }
    case 'change': {
      const { planId, billingPeriod } = choice;
      return { kind: 'change', ...(await billing.changePlan({ planId, billingPeriod })) };
    }
    case 'cancel':
      return { kind: 'status', status: await billing.cancelAtPeriodEnd() };
    case 'resume':
      return { kind: 'status', status: await billing.resume() };
  }
}

async function pay(billing: BillingApi, choice: CheckoutChoice): Promise<PaymentResult> {
  try {
    return await payFor(billing, choice);
  } catch (error) {
    logger.error('The checkout failed', error);
    throw withFailureMessage(error, PAYMENT_FAILED);
  }
}

/** The checkout, then the plan and balance as they are once it has been read. */
async function fetchCheckout(billing: BillingApi, checkoutId: string): Promise<CheckoutProgress> {
  try {
    const checkout = await billing.checkoutStatus(checkoutId);
    return { checkout, status: await billing.status() };
  } catch (error) {
    logger.warn('The checkout could not be read', error);
    throw withFailureMessage(error, CHECKOUT_CHECK_FAILED);
  }
}

/** The checkout machine's actors and effects on the app's billing calls. */
export function checkoutImplementations(billing: BillingApi) {
  return {
    actors: {
      loadBilling: fromPromise(({ input }: { input: LoadBillingInput }) => load(billing, input)),
      pay: fromPromise(({ input }: { input: CheckoutChoice }) => pay(billing, input)),
      fetchCheckout: fromPromise(({ input }: { input: { checkoutId: string } }) =>
        fetchCheckout(billing, input.checkoutId),
      ),
    },
    openCheckoutPage: (url: string) => {
      billing.openCheckoutPage(url).catch((error: unknown) => {
        logger.error('The payment page could not be opened', error);
      });
    },
  };
}
