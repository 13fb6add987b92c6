import { useCallback, useEffect, useState } from 'react';
import type { LocaleFileCode } from '../../contract/locales';
import { logger } from '../../services/logger';
import { loadLegalDocuments, type LoadedLegalDocuments } from './load-legal-documents';

export type LegalDocumentsState =
  { status: 'loading' } | { status: 'loaded'; loaded: LoadedLegalDocuments } | { status: 'failed' };

const LOADING: LegalDocumentsState = { status: 'loading' };

/**
 * Loads the legal documents of a locale (with the English fallback) whenever the locale changes
 * or `retry` is called; the state belongs to the latest request only, so a slow earlier answer
 * never replaces a newer one.
 */
export function useLegalDocuments(fileCode: LocaleFileCode): {
  state: LegalDocumentsState;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ request: string; state: LegalDocumentsState }>();
  const request = `${fileCode}:${attempt}`;

  useEffect(() => {
    let current = true;
    loadLegalDocuments(fileCode).then(
      (loaded) => {
        if (current) setOutcome({ request, state: { status: 'loaded', loaded } });
      },
      (error: unknown) => {
        logger.error('The legal documents could not be loaded', error);
        if (current) setOutcome({ request, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [fileCode, request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: outcome?.request === request ? outcome.state : LOADING, retry };
}
