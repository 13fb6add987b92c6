/**
 * The shape of a legal document (privacy policy, terms of service) as stored per locale in
 * ./documents/<fileCode>.ts. Plain text only: the screens render every string as text, never HTML.
 */

/** A paragraph of running text. */
export interface LegalParagraph {
  kind: 'paragraph';
  text: string;
}

/** A bulleted list; each item is one string. */
export interface LegalList {
  kind: 'list';
  items: string[];
}

export type LegalBlock = LegalParagraph | LegalList;

export interface LegalSection {
  /** The anchor of the section (/privacy#your-rights): the same in every locale. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the version; the same in every locale. */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

/** What each ./documents/<fileCode>.ts file exports by default. */
export interface LegalDocuments {
  privacy: LegalDocument;
  terms: LegalDocument;
}

export type LegalDocumentKind = keyof LegalDocuments;
