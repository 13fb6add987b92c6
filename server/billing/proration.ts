/**
 * The proration rule of an upgrade (docs/decisions/0009-billing.md): an upgrade starts a new
 * billing period at once, and the unused part of the old one counts toward it, in money and in
 * credits. Pure arithmetic in whole cents and whole credits.
 */
import { unusedFraction } from './calendar';

export interface UpgradeProrationInput {
  now: Date;
  /** The old plan's price for its billing period, and that period. */
  oldPriceCents: number;
  billingStart: Date;
  billingEnd: Date;
  /** The old plan's credits per credit period, and the current credit period. */
  oldCredits: number;
  creditStart: Date;
  creditEnd: Date;
  /** The new plan's price for its billing period, and its credits per credit period. */
  newPriceCents: number;
  newCredits: number;
}

export interface UpgradeProration {
  /** New price less the old price's unused share (rounded to the cent); never below 0. */
  chargedCents: number;
  /** New credits less the old grant's unused share (rounded to a whole credit); never below 0. */
  creditsGranted: number;
}

export function prorateUpgrade(input: UpgradeProrationInput): UpgradeProration {
  const billingLeft = unusedFraction(input.billingStart, input.billingEnd, input.now);
  const creditLeft = unusedFraction(input.creditStart, input.creditEnd, input.now);
  return {
    chargedCents: Math.max(0, input.newPriceCents - Math.round(input.oldPriceCents * billingLeft)),
    creditsGranted: Math.max(0, input.newCredits - Math.round(input.oldCredits * creditLeft)),
  };
}
