-- Text as the owner typed it (issue 38, docs/decisions/0060). Until now the server stored what the
-- app sent, HTML-escaped on the wire (SPEC §5): "Anna's" was stored as "Anna&#x27;s". The server
-- now undoes that escaping once as it reads a request; this repairs what was stored before, once.
-- The app escaped '&' first, so undoing '&amp;' last is the exact inverse: text that was typed
-- to look like an entity ("&amp;" was sent as "&amp;amp;") comes back as typed.
-- Links (annotations' `link`), secrets and codes were sent as typed and are left alone; so is
-- text the server made itself (IFC room names in tours.building, user agents, ids).
CREATE FUNCTION "roomwalk_typed_text"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(replace(replace(t,
    '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#x27;', ''''), '&#x2F;', '/'), '&amp;', '&')
$$;
--> statement-breakpoint
-- Single-line fields also lose explicit bidi controls (U+202A–U+202E, U+2066–U+2069), as the
-- contract's schemas now strip them; a field that would be left empty keeps its text.
CREATE FUNCTION "roomwalk_single_line"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(btrim(regexp_replace("roomwalk_typed_text"(t), '[\u202A-\u202E\u2066-\u2069]', '', 'g')), ''),
    "roomwalk_typed_text"(t))
$$;
--> statement-breakpoint
-- Any jsonb whose strings were all sent escaped: in its JSON text an entity holds no '"' or '\',
-- so each can be replaced in place ('&quot;' by an escaped quote) and the text stays valid JSON.
CREATE FUNCTION "roomwalk_typed_json"(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(replace(replace(j::text,
    '&lt;', '<'), '&gt;', '>'), '&quot;', '\"'), '&#x27;', ''''), '&#x2F;', '/'), '&amp;', '&')::jsonb
$$;
--> statement-breakpoint
UPDATE "tours" SET
  "title" = "roomwalk_single_line"("title"),
  "description" = "roomwalk_typed_text"("description"),
  "address" = "roomwalk_single_line"("address"),
  "annotations" = (
    SELECT coalesce(jsonb_agg(
      CASE WHEN jsonb_typeof(a) = 'object' THEN a || jsonb_strip_nulls(jsonb_build_object(
        'title', "roomwalk_single_line"(a->>'title'),
        'text', "roomwalk_typed_text"(a->>'text')))
      ELSE a END ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements("annotations") WITH ORDINALITY AS item(a, n)),
  "destinations" = (
    SELECT coalesce(jsonb_agg(
      CASE WHEN jsonb_typeof(d) = 'object' THEN d || jsonb_strip_nulls(jsonb_build_object(
        'name', "roomwalk_single_line"(d->>'name')))
      ELSE d END ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements("destinations") WITH ORDINALITY AS item(d, n))
WHERE "title" ~ '[&\u202A-\u202E\u2066-\u2069]' OR "description" LIKE '%&%'
  OR "address" ~ '[&\u202A-\u202E\u2066-\u2069]'
  OR "annotations"::text ~ '[&\u202A-\u202E\u2066-\u2069]'
  OR "destinations"::text ~ '[&\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
-- Destinations reached were recorded under their stored (escaped) names.
UPDATE "tour_visits" SET "destinations" = "roomwalk_typed_json"("destinations")
WHERE "destinations"::text LIKE '%&%';
--> statement-breakpoint
UPDATE "users" SET
  "first_name" = "roomwalk_single_line"("first_name"),
  "last_name" = "roomwalk_single_line"("last_name"),
  "company" = "roomwalk_single_line"("company"),
  "phone" = "roomwalk_typed_text"("phone"),
  "industry" = "roomwalk_typed_text"("industry")
WHERE concat("first_name", "last_name", "company", "phone", "industry") ~ '[&\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
-- An e-mail address is unique: one whose typed form another account already has stays as it is.
UPDATE "users" SET "email" = "roomwalk_typed_text"("email")
WHERE "email" LIKE '%&%' AND NOT EXISTS (
  SELECT 1 FROM "users" AS "other" WHERE "other"."email" = "roomwalk_typed_text"("users"."email"));
--> statement-breakpoint
UPDATE "login_attempts" SET "email" = "roomwalk_typed_text"("email") WHERE "email" LIKE '%&%';
--> statement-breakpoint
UPDATE "team_invitations" SET "email" = "roomwalk_typed_text"("email") WHERE "email" LIKE '%&%';
--> statement-breakpoint
UPDATE "contact_requests" SET
  "first_name" = "roomwalk_single_line"("first_name"),
  "last_name" = "roomwalk_single_line"("last_name"),
  "email" = "roomwalk_typed_text"("email"),
  "industry" = "roomwalk_typed_text"("industry"),
  "tour_in_mind" = "roomwalk_typed_text"("tour_in_mind"),
  "message" = "roomwalk_typed_text"("message")
WHERE concat("first_name", "last_name", "email", "industry", "tour_in_mind", "message") ~ '[&\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "chats" SET "subject" = "roomwalk_single_line"("subject") WHERE "subject" ~ '[&\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "chat_messages" SET "content" = "roomwalk_typed_text"("content") WHERE "content" LIKE '%&%';
--> statement-breakpoint
UPDATE "partner_api_keys" SET "name" = "roomwalk_single_line"("name") WHERE "name" ~ '[&\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE "credit_ledger" SET "reason" = "roomwalk_typed_text"("reason") WHERE "reason" LIKE '%&%';
--> statement-breakpoint
-- Mails quote names and messages as they were stored; the audit log records e-mail addresses.
UPDATE "email_outbox" SET
  "subject" = "roomwalk_typed_text"("subject"),
  "body_text" = "roomwalk_typed_text"("body_text")
WHERE concat("subject", "body_text") LIKE '%&%';
--> statement-breakpoint
UPDATE "staff_audit_log" SET "details" = "roomwalk_typed_json"("details") WHERE "details"::text LIKE '%&%';
--> statement-breakpoint
DROP FUNCTION "roomwalk_typed_json"(jsonb);
--> statement-breakpoint
DROP FUNCTION "roomwalk_single_line"(text);
--> statement-breakpoint
DROP FUNCTION "roomwalk_typed_text"(text);
