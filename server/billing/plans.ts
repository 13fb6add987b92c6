/**
 * The plans as billing uses them: the pricing_plans rows (SPEC §9, editable by admins) with
 * prices in cents per billing period and the credit arithmetic of each plan.
 */
import { asc, eq } from 'drizzle-orm';
import {
  planPriceCents,
  type BillingPeriodUnit,
  type CatalogPlan,
  type PlanId,
} from '../../src/contract/billing';
import type { Queryable } from '../db/database';
import { pricingPlans, type PricingPlan } from '../db/schema';
import { PERIOD_MONTHS } from './calendar';

export interface BillingPlan {
  id: PlanId;
  name: string;
  currency: string;
  /** Credits granted per credit period. */
  credits: number;
  creditPeriod: BillingPeriodUnit;
  /** Months unused credits stay usable after their own credit period. */
  rolloverMonths: number;
  maxAgents: number | null;
  mostPopular: boolean;
  isActive: boolean;
  /** Cents per billing period; null where the plan is not sold that way. */
  prices: Record<BillingPeriodUnit, number | null>;
}

function toBillingPlan(row: PricingPlan): BillingPlan {
  const amounts = { monthlyPrice: row.monthlyPrice, annualPrice: row.annualPrice };
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    credits: row.credits,
    creditPeriod: row.creditPeriod,
    rolloverMonths: row.rolloverMonths,
    maxAgents: row.maxAgents,
    mostPopular: row.mostPopular,
    isActive: row.isActive,
    prices: { month: planPriceCents(amounts, 'month'), year: planPriceCents(amounts, 'year') },
  };
}

export async function loadBillingPlans(db: Queryable): Promise<BillingPlan[]> {
  const rows = await db
    .select()
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));
  return rows.map(toBillingPlan);
}

export async function loadBillingPlan(db: Queryable, id: PlanId): Promise<BillingPlan | undefined> {
  const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, id));
  return row === undefined ? undefined : toBillingPlan(row);
}

/** Like loadBillingPlan, for a plan that a subscription names (the row cannot be missing). */
export async function requireBillingPlan(db: Queryable, id: PlanId): Promise<BillingPlan> {
  const plan = await loadBillingPlan(db, id);
  if (plan === undefined) throw new Error(`The plan ${id} is missing from pricing_plans`);
  return plan;
}

export const creditMonths = (plan: BillingPlan): number => PERIOD_MONTHS[plan.creditPeriod];

/** Credits per month: what orders plans from lower to higher (Hotel < Agent < Office). */
export const planRank = (plan: BillingPlan): number => plan.credits / creditMonths(plan);

export function toCatalogPlan(plan: BillingPlan): CatalogPlan {
  return {
    id: plan.id,
    name: plan.name,
    credits: plan.credits,
    creditPeriod: plan.creditPeriod,
    rolloverMonths: plan.rolloverMonths,
    maxAgents: plan.maxAgents,
    mostPopular: plan.mostPopular,
    prices: plan.prices,
  };
}
