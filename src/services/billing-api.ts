/**
 * The billing calls (issue 8): the catalog, the user's plan, checkout and plan changes, the
 * credits overview with its ledger, and Office teams. server/billing/routes.ts documents every
 * route; the shapes are src/contract/billing.ts.
 */
import {
  BillingCatalogSchema,
  BillingStatusSchema,
  ChangePlanResponseSchema,
  CheckoutResponseSchema,
  CheckoutViewSchema,
  CreditsOverviewSchema,
  InvitationPreviewSchema,
  TeamInvitationViewSchema,
  TeamViewSchema,
  type BillingCatalog,
  type BillingStatus,
  type ChangePlanRequest,
  type ChangePlanResponse,
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutView,
  type CreditsOverview,
  type InvitationPreview,
  type TeamInvitationView,
  type TeamView,
} from '../contract/billing';
import { listRequestPath } from '../contract/paging';
import type { ApiClient } from './api-client';

/** A page of the ledger: GET /credits/overview?limit=&cursor=. */
export interface LedgerPageRequest {
  limit?: number;
  cursor?: string | null;
}

const segment = encodeURIComponent;

/**
 * Leaves the app for the payment provider's own checkout page. Only an https address is
 * followed: the address comes from our server, but a page never sends a buyer anywhere else.
 */
export function openCheckoutPage(url: string): void {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw new Error('The payment page address is not valid');
  }
  if (address.protocol !== 'https:') throw new Error('The payment page must be served over https');
  window.location.assign(address.href);
}

export function createBillingApi(client: ApiClient) {
  return {
    /** GET /billing/catalog: plans with prices in cents, credit packs, provider and testMode. */
    catalog: (): Promise<BillingCatalog> =>
      client.getFresh('/billing/catalog', { schema: BillingCatalogSchema }),
    /** GET /billing/subscription: the user's plan (or their team's), role and balance. */
    status: (): Promise<BillingStatus> =>
      client.getFresh('/billing/subscription', { schema: BillingStatusSchema }),
    /** POST /billing/checkout: subscribe, or buy a credit pack. */
    checkout: (request: CheckoutRequest): Promise<CheckoutResponse> =>
      client.post('/billing/checkout', request, { schema: CheckoutResponseSchema }),
    /** GET /billing/checkout/:id: polled after the provider's page until it is settled. */
    checkoutStatus: (id: string): Promise<CheckoutView> =>
      client.getFresh(`/billing/checkout/${segment(id)}`, { schema: CheckoutViewSchema }),
    /** POST /billing/subscription/change: upgrade at once, downgrade at the period end. */
    changePlan: (request: ChangePlanRequest): Promise<ChangePlanResponse> =>
      client.post('/billing/subscription/change', request, { schema: ChangePlanResponseSchema }),
    /** POST /billing/subscription/cancel: the plan ends at the period end. */
    cancelAtPeriodEnd: (): Promise<BillingStatus> =>
      client.post('/billing/subscription/cancel', undefined, { schema: BillingStatusSchema }),
    /** POST /billing/subscription/resume: the plan renews again. */
    resume: (): Promise<BillingStatus> =>
      client.post('/billing/subscription/resume', undefined, { schema: BillingStatusSchema }),
    /** GET /credits/overview: balance, what expires when, and a page of the ledger. */
    creditsOverview: ({ limit, cursor }: LedgerPageRequest = {}): Promise<CreditsOverview> =>
      client.getFresh(listRequestPath('/credits/overview', { limit, cursor }), {
        schema: CreditsOverviewSchema,
      }),
    /** GET /billing/team: the Office owner's agents and open invitations. */
    team: (): Promise<TeamView> => client.getFresh('/billing/team', { schema: TeamViewSchema }),
    /** POST /billing/team/invitations: e-mails an invitation to join the team. */
    invite: (email: string): Promise<TeamInvitationView> =>
      client.post('/billing/team/invitations', { email }, { schema: TeamInvitationViewSchema }),
    /** DELETE /billing/team/invitations/:id: withdraws an open invitation. */
    revokeInvitation: (id: string): Promise<TeamView> =>
      client.delete(`/billing/team/invitations/${segment(id)}`, { schema: TeamViewSchema }),
    /** DELETE /billing/team/members/:userId: the owner removes an agent. */
    removeMember: (userId: string): Promise<TeamView> =>
      client.delete(`/billing/team/members/${segment(userId)}`, { schema: TeamViewSchema }),
    /** GET /billing/team/invitations/:token: what the invitee is asked to accept. */
    invitation: (token: string): Promise<InvitationPreview> =>
      client.getFresh(`/billing/team/invitations/${segment(token)}`, {
        schema: InvitationPreviewSchema,
      }),
    /** POST /billing/team/invitations/:token/accept: the invitee joins the team. */
    acceptInvitation: (token: string): Promise<BillingStatus> =>
      client.post(`/billing/team/invitations/${segment(token)}/accept`, undefined, {
        schema: BillingStatusSchema,
      }),
    /** POST /billing/team/leave: an agent leaves their team. */
    leaveTeam: (): Promise<BillingStatus> =>
      client.post('/billing/team/leave', undefined, { schema: BillingStatusSchema }),
    /** Opens the provider's checkout page (Stripe); the buyer comes back to /dashboard/top-up. */
    openCheckoutPage: async (url: string): Promise<void> => openCheckoutPage(url),
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;
