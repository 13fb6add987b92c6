import { isLocaleFileCode, type LocaleFileCode } from '../../contract/locales';

/**
 * Loads one locale's ./documents/<fileCode>.json as it is on disk: not yet validated (see
 * loadLegalDocuments, which checks it against LegalDocumentsSchema).
 */
export type LegalDocumentsLoader = () => Promise<unknown>;

/** Every ./documents/<fileCode>.json, each a chunk of its own that loads only when asked for. */
const modules = import.meta.glob<unknown>('./documents/*.json', { import: 'default' });

function fileCodeOf(path: string): string {
  return path.replace(/^\.\/documents\//, '').replace(/\.json$/, '');
}

/** The loader of each locale that has a document file; a locale without one has no entry. */
export const legalDocumentLoaders: Partial<Record<LocaleFileCode, LegalDocumentsLoader>> =
  Object.fromEntries(
    Object.entries(modules).flatMap(([path, load]) => {
      const fileCode = fileCodeOf(path);
      return isLocaleFileCode(fileCode) ? [[fileCode, load]] : [];
    }),
  );
