import type { LocaleFileCode } from '../../contract/locales';
import { logger } from '../../services/logger';
import { legalDocumentLoaders } from './document-modules';
import type { LegalDocuments } from './legal-document';

export interface LoadedLegalDocuments {
  documents: LegalDocuments;
  /** The locale file the documents came from: the one asked for, or 'en' after a fallback. */
  fileCode: LocaleFileCode;
  /** True when another locale was asked for and English is shown instead. */
  fellBack: boolean;
}

/**
 * The legal documents of a locale, or the English ones when that locale has no file or its
 * chunk fails to load. Rejects only when English cannot be loaded either.
 */
export async function loadLegalDocuments(
  requested: LocaleFileCode,
  loaders = legalDocumentLoaders,
): Promise<LoadedLegalDocuments> {
  const load = loaders[requested];
  if (requested !== 'en' && load) {
    try {
      return { documents: await load(), fileCode: requested, fellBack: false };
    } catch (error) {
      logger.warn(
        `The legal documents for ${requested} could not be loaded; showing English`,
        error,
      );
    }
  }
  const loadEnglish = loaders.en;
  if (!loadEnglish) throw new Error('The English legal documents are missing');
  return { documents: await loadEnglish(), fileCode: 'en', fellBack: requested !== 'en' };
}
