import { isLocaleFileCode, type LocaleFileCode } from '../../contract/locales';
import type { LegalDocuments } from './legal-document';

export type LegalDocumentsLoader = () => Promise<LegalDocuments>;

/** Every ./documents/<fileCode>.ts, each a chunk of its own that loads only when asked for. */
const modules = import.meta.glob<LegalDocuments>('./documents/*.ts', { import: 'default' });

function fileCodeOf(path: string): string {
  return path.replace(/^\.\/documents\//, '').replace(/\.ts$/, '');
}

/** The loader of each locale that has a document file; a locale without one has no entry. */
export const legalDocumentLoaders: Partial<Record<LocaleFileCode, LegalDocumentsLoader>> =
  Object.fromEntries(
    Object.entries(modules).flatMap(([path, load]) => {
      const fileCode = fileCodeOf(path);
      return isLocaleFileCode(fileCode) ? [[fileCode, load]] : [];
    }),
  );
