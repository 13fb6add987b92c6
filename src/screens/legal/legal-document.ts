/**
 * The shape of a legal document (privacy policy, terms of service) as stored per locale in
 * ./documents/<fileCode>.json, described by a valibot schema: the loader validates every file it
 * loads against it, and an invalid file is treated like a missing one (English is shown). Plain
 * text only: the screens render every string as text, never HTML. ./documents/README.md tells
 * translators what to keep.
 */
import * as v from 'valibot';

const TextSchema = v.pipe(v.string(), v.nonEmpty());

/** A paragraph of running text. */
export const LegalParagraphSchema = v.strictObject({
  kind: v.literal('paragraph'),
  text: TextSchema,
});
export type LegalParagraph = v.InferOutput<typeof LegalParagraphSchema>;

/** A bulleted list; each item is one string. */
export const LegalListSchema = v.strictObject({
  kind: v.literal('list'),
  items: v.array(TextSchema),
});
export type LegalList = v.InferOutput<typeof LegalListSchema>;

export const LegalBlockSchema = v.variant('kind', [LegalParagraphSchema, LegalListSchema]);
export type LegalBlock = v.InferOutput<typeof LegalBlockSchema>;

export const LegalSectionSchema = v.strictObject({
  /** The anchor of the section (/privacy#your-rights): the same in every locale. */
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  heading: TextSchema,
  blocks: v.array(LegalBlockSchema),
});
export type LegalSection = v.InferOutput<typeof LegalSectionSchema>;

export const LegalDocumentSchema = v.strictObject({
  title: TextSchema,
  /** ISO date (YYYY-MM-DD) of the version; the same in every locale. */
  lastUpdated: v.pipe(v.string(), v.isoDate()),
  intro: v.array(TextSchema),
  sections: v.array(LegalSectionSchema),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;

/** What each ./documents/<fileCode>.json file holds. */
export const LegalDocumentsSchema = v.strictObject({
  privacy: LegalDocumentSchema,
  terms: LegalDocumentSchema,
});
export type LegalDocuments = v.InferOutput<typeof LegalDocumentsSchema>;

export type LegalDocumentKind = keyof LegalDocuments;
