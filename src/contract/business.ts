import * as v from 'valibot';
import { EmailSchema, IndustrySchema } from './auth';
import { singleLine } from './typed-text';

/** GET /pricing/plans (SPEC §3, §9). Prices are numbers in the plan's currency. */
export const PricingPlanSchema = v.object({
  id: v.picklist(['agent', 'office', 'hotel']),
  name: v.string(),
  monthlyPrice: v.nullable(v.number()),
  /** Null for a monthly plan: its yearly price is derived (monthly x 12 x 0.85). */
  annualPrice: v.nullable(v.number()),
  currency: v.string(),
  credits: v.number(),
  creditPeriod: v.picklist(['month', 'year']),
  rolloverMonths: v.number(),
  /** Null unless the plan is a team plan (Office). */
  maxAgents: v.nullable(v.number()),
  mostPopular: v.boolean(),
  isActive: v.boolean(),
});
export type PricingPlan = v.InferOutput<typeof PricingPlanSchema>;

export const PlansResponseSchema = v.object({
  plans: v.array(PricingPlanSchema),
  lastUpdated: v.string(),
});
export type PlansResponse = v.InferOutput<typeof PlansResponseSchema>;

/**
 * Text that PostgreSQL stores exactly as sent: no NUL character (text and jsonb refuse it) and no
 * unpaired UTF-16 surrogate (it would be written as U+FFFD). Everything else, any script, emoji,
 * combining marks, right-to-left or zero-width characters, is accepted.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !/[\uD800-\uDFFF]/u.test(text);
}

const storable = (label: string) =>
  v.check(isStorableText, `${label} contains characters that cannot be stored`);

const optionalText = (max: number, label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      storable(label),
    ),
  );

/**
 * The object message of a request schema. valibot reports a missing key with the object's own
 * message, so this names the field instead ("First name is required", not "Invalid key"), and
 * says what was expected when the body is not an object at all.
 */
function missingFieldMessage(required: Record<string, string>, notAnObject: string) {
  return (issue: v.ObjectIssue): string => {
    const key = issue.path?.at(-1)?.key;
    if (issue.received === 'undefined' && typeof key === 'string') {
      return required[key] ?? `${key} is required`;
    }
    return notAnObject;
  };
}

/** POST /contact (SPEC §3, §5). */
export const ContactRequestSchema = v.object(
  {
    firstName: v.pipe(
      v.string('First name is required'),
      singleLine(),
      v.trim(),
      v.nonEmpty('First name is required'),
      v.maxLength(100, 'First name must be at most 100 characters'),
      storable('First name'),
    ),
    lastName: v.pipe(
      v.string('Last name is required'),
      singleLine(),
      v.trim(),
      v.nonEmpty('Last name is required'),
      v.maxLength(100, 'Last name must be at most 100 characters'),
      storable('Last name'),
    ),
    email: EmailSchema,
    industry: IndustrySchema,
    tourInMind: optionalText(200, 'Tours in mind'),
    message: optionalText(5000, 'Message'),
  },
  missingFieldMessage(
    {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      industry: 'Choose an industry',
    },
    'Send the contact request as a JSON object',
  ),
);
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

/** The largest count a report may carry (request_count is a PostgreSQL integer). */
export const MAX_COUNT = 2_147_483_647;

const count = v.pipe(
  v.number('Expected a number'),
  v.integer('Expected a whole number'),
  v.minValue(0, 'Expected a number of at least 0'),
  v.maxValue(MAX_COUNT, `Expected a number of at most ${MAX_COUNT}`),
);
const amount = v.pipe(v.number('Expected a number'), v.minValue(0, 'Expected at least 0'));
const countsByType = v.record(
  v.pipe(
    v.string(),
    v.maxLength(64, 'Type names must be at most 64 characters'),
    storable('Type name'),
  ),
  count,
);
const identifier = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.nonEmpty(`${label} is required`),
    v.maxLength(128, `${label} must be at most 128 characters`),
    storable(label),
  );
const timestamp = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.isoTimestamp(`${label} must be an ISO 8601 timestamp`),
  );

/** POST /api/v1/analytics/cache: the client's cache statistics (SPEC §3). */
export const CacheStatisticsSchema = v.object(
  {
    requestCount: count,
    cacheHits: count,
    cacheMisses: count,
    networkErrors: count,
    requestsByType: countsByType,
    resourcesByType: countsByType,
    averageResponseTime: amount,
    totalResponseTime: amount,
    totalSize: amount,
    cdnHits: count,
    cdnMisses: count,
    sessionId: identifier('Session id'),
    instanceId: identifier('Instance id'),
    firstRequestTime: timestamp('First request time'),
    lastRequestTime: timestamp('Last request time'),
  },
  missingFieldMessage(
    { sessionId: 'Session id is required', instanceId: 'Instance id is required' },
    'Send the cache statistics as a JSON object',
  ),
);
export type CacheStatistics = v.InferOutput<typeof CacheStatisticsSchema>;

const ISO_PARTS =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z| ?([+-])(\d{2})(?::?(\d{2}))?)$/;

/**
 * Milliseconds since the epoch of a timestamp in any form valibot's isoTimestamp accepts
 * (Date.parse refuses some of them, such as an hour-only offset); NaN for anything else.
 */
export function isoTimestampMillis(text: string): number {
  const parts = ISO_PARTS.exec(text);
  if (parts === null) return Number.NaN;
  const [
    ,
    year,
    month,
    day,
    hour,
    minute,
    second,
    fraction = '',
    sign,
    offsetHours,
    offsetMinutes,
  ] = parts.map((part) => part ?? '');
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  const offset = (Number(offsetHours || 0) * 60 + Number(offsetMinutes || 0)) * 60_000;
  return sign === '-' ? utc + offset : utc - offset;
}

export const LAST_BEFORE_FIRST_MESSAGE =
  'Last request time must not be before the first request time';

/** A report the server accepts: the statistics, with the last request no earlier than the first. */
export const CacheStatisticsReportSchema = v.pipe(
  CacheStatisticsSchema,
  v.forward(
    v.partialCheck(
      [['firstRequestTime'], ['lastRequestTime']],
      (input) => {
        const first = isoTimestampMillis(input.firstRequestTime);
        const last = isoTimestampMillis(input.lastRequestTime);
        // A time that is not ISO 8601 has its own issue already; only compare two real times.
        return Number.isNaN(first) || Number.isNaN(last) || last >= first;
      },
      LAST_BEFORE_FIRST_MESSAGE,
    ),
    ['lastRequestTime'],
  ),
);
