/** Credits (SPEC §9): what the app reads of the per-user ledger. */
import * as v from 'valibot';

/** GET /credits: the signed-in user's balance, the sum of their ledger. */
export const CreditBalanceSchema = v.object({ balance: v.number() });
export type CreditBalance = v.InferOutput<typeof CreditBalanceSchema>;
