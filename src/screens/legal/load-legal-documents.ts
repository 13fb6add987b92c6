import * as v from 'valibot';
import type { LocaleFileCode } from '../../contract/locales';
import { logger } from '../../services/logger';
import { legalDocumentLoaders, type LegalDocumentsLoader } from './document-modules';
import { LegalDocumentsSchema, type LegalDocuments } from './legal-document';

export interface LoadedLegalDocuments {
  documents: LegalDocuments;
  /** The locale file the documents came from: the one asked for, or 'en' after a fallback. */
  fileCode: LocaleFileCode;
  /** True when another locale was asked for and English is shown instead. */
  fellBack: boolean;
}

/** A document file that loaded but does not match LegalDocumentsSchema. */
export class InvalidLegalDocumentsError extends Error {
  override name = 'InvalidLegalDocumentsError';

  constructor(fileCode: LocaleFileCode, problems: string) {
    super(`documents/${fileCode}.json is not a valid legal documents file:\n${problems}`);
  }
}

async function loadValid(
  fileCode: LocaleFileCode,
  load: LegalDocumentsLoader,
): Promise<LegalDocuments> {
  const result = v.safeParse(LegalDocumentsSchema, await load());
  if (!result.success) {
    throw new InvalidLegalDocumentsError(fileCode, v.summarize(result.issues));
  }
  return result.output;
}

/**
 * The legal documents of a locale, or the English ones when that locale has no file, its chunk
 * fails to load or its file does not match LegalDocumentsSchema. Rejects only when English cannot
 * be loaded (or is invalid) too.
 */
export async function loadLegalDocuments(
  requested: LocaleFileCode,
  loaders = legalDocumentLoaders,
): Promise<LoadedLegalDocuments> {
  const load = loaders[requested];
  if (requested !== 'en' && load) {
    try {
      return { documents: await loadValid(requested, load), fileCode: requested, fellBack: false };
    } catch (error) {
      logger.warn(
        `The legal documents for ${requested} could not be loaded; showing English`,
        error,
      );
    }
  }
  const loadEnglish = loaders.en;
  if (!loadEnglish) throw new Error('The English legal documents are missing');
  return {
    documents: await loadValid('en', loadEnglish),
    fileCode: 'en',
    fellBack: requested !== 'en',
  };
}
