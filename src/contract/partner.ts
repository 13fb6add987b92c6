/**
 * The partner area and the partner API (issue 9, docs/decisions/0010-roles-and-staff.md): every
 * request and response, and the server's English messages, shared by the app and the server
 * (server/partner/routes.ts documents the routes).
 *
 * A key is `rwk_` and 32 random bytes in base64url. It is shown once, when it is created; the
 * server keeps only its SHA-256 and its prefix (`rwk_` and the first 8 random characters), by
 * which its owner recognises it in the list. Times are ISO 8601 strings in UTC.
 */
import * as v from 'valibot';
import { isStorableText } from './business';
import * as paging from './paging';
import { singleLine } from './typed-text';

// --- Messages ---------------------------------------------------------------------------------

export const PARTNER_KEY_REQUIRED_MESSAGE = 'A valid partner API key is required';
export const PARTNER_KEY_OWNER_REFUSED_MESSAGE =
  'The owner of this API key may no longer use the partner API';
export const PARTNER_RATE_LIMIT_MESSAGE =
  'Too many requests with this API key. Please try again later.';
export const PARTNER_KEY_NOT_FOUND_MESSAGE = 'API key not found';
export const PARTNER_KEY_NAME_REQUIRED_MESSAGE = 'Enter a name for the key';
export const PARTNER_KEY_NAME_TEXT_MESSAGE = 'The name of the key must be text';
export const PARTNER_KEY_BODY_MESSAGE = 'Send the key as an object with a name';
export const PARTNER_TOURS_LIMIT_MESSAGE = paging.LIMIT_MESSAGE;
export const PARTNER_TOURS_CURSOR_MESSAGE = paging.CURSOR_MESSAGE;

/** A name of 1 to this many characters. */
export const PARTNER_KEY_NAME_MAX = 80;
export const PARTNER_KEY_NAME_TOO_LONG_MESSAGE = `The name of the key must be at most ${PARTNER_KEY_NAME_MAX} characters`;
export const PARTNER_KEY_NAME_CHARACTERS_MESSAGE =
  'The name of the key contains characters that are not allowed';

/** Active (not revoked) keys one account may hold at a time. */
export const MAX_ACTIVE_PARTNER_KEYS = 20;
export const PARTNER_KEY_LIMIT_MESSAGE = `You can have at most ${MAX_ACTIVE_PARTNER_KEYS} active API keys. Revoke one to create another.`;

/** Requests one key may make per minute; past it, 429 with Retry-After. */
export const PARTNER_RATE_LIMIT_PER_MINUTE = 120;

export const PARTNER_KEY_PREFIX = 'rwk_';
/** What a key looks like: the prefix and 43 base64url characters (32 bytes). */
export const PARTNER_KEY_PATTERN = /^rwk_[A-Za-z0-9_-]{43}$/;

// --- Key management (signed in, PARTNER_ROLES) -------------------------------------------------

/** A single line of text: no control characters, nothing PostgreSQL cannot store. */
const isKeyName = (name: string) => isStorableText(name) && !/\p{Cc}/u.test(name);

/** POST /partner/keys (an array would pass for an object: it is refused first). */
export const CreatePartnerKeyRequestSchema = v.pipe(
  v.custom<unknown>((body) => !Array.isArray(body), PARTNER_KEY_BODY_MESSAGE),
  v.object(
    {
      name: v.pipe(
        v.string(PARTNER_KEY_NAME_TEXT_MESSAGE),
        singleLine(),
        v.trim(),
        v.nonEmpty(PARTNER_KEY_NAME_REQUIRED_MESSAGE),
        v.maxLength(PARTNER_KEY_NAME_MAX, PARTNER_KEY_NAME_TOO_LONG_MESSAGE),
        v.check(isKeyName, PARTNER_KEY_NAME_CHARACTERS_MESSAGE),
      ),
    },
    (issue) =>
      issue.received === 'undefined' && issue.path !== undefined
        ? PARTNER_KEY_NAME_REQUIRED_MESSAGE
        : PARTNER_KEY_BODY_MESSAGE,
  ),
);
export type CreatePartnerKeyRequest = v.InferInput<typeof CreatePartnerKeyRequestSchema>;

/** A key as its owner sees it in the list: never the key itself. */
export const PartnerKeyViewSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** `rwk_` and the key's first 8 random characters. */
  prefix: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  requestCount: v.number(),
  revokedAt: v.nullable(v.string()),
});
export type PartnerKeyView = v.InferOutput<typeof PartnerKeyViewSchema>;

/** GET /partner/keys: the caller's keys, newest first, revoked ones too. */
export const PartnerKeyListSchema = v.object({
  keys: v.array(PartnerKeyViewSchema),
  /** MAX_ACTIVE_PARTNER_KEYS, so the app can say how many are left. */
  maxActiveKeys: v.number(),
});
export type PartnerKeyList = v.InferOutput<typeof PartnerKeyListSchema>;

/** POST /partner/keys → 201: the new key, with `secret`, the whole key, this once only. */
export const CreatedPartnerKeySchema = v.object({
  key: PartnerKeyViewSchema,
  secret: v.pipe(v.string(), v.regex(PARTNER_KEY_PATTERN)),
});
export type CreatedPartnerKey = v.InferOutput<typeof CreatedPartnerKeySchema>;

// --- The partner API (Authorization: Bearer rwk_...) -------------------------------------------

/** GET /partner/v1/tours query: ?limit=1..100 (20) and ?cursor= from a page's nextCursor. */
export const PartnerToursQuerySchema = v.object({
  limit: paging.limitParam(20),
  cursor: paging.idCursorParam,
});

/**
 * A published tour as a listing portal gets it. title, description and address are plain text,
 * as the owner typed them (the server undoes the app's wire escaping as it reads a request,
 * decision 0060): a portal must escape them where it shows them, never insert them as HTML.
 * URLs are absolute.
 */
export const PartnerTourSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  address: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  viewerUrl: v.string(),
  embedUrl: v.string(),
  /** A ready-to-paste iframe, the same the tour editor offers. */
  embedCode: v.string(),
  updatedAt: v.string(),
});
export type PartnerTour = v.InferOutput<typeof PartnerTourSchema>;

/** GET /partner/v1/tours: newest first; pass nextCursor as ?cursor= for the next page. */
export const PartnerTourListSchema = paging.pageOf('tours', PartnerTourSchema);
export type PartnerTourList = v.InferOutput<typeof PartnerTourListSchema>;

// --- Shared helpers ---------------------------------------------------------------------------

/** The paths of the partner API under the API's /api/v1 prefix. */
export const PARTNER_API_PATH = '/api/v1/partner/v1';
