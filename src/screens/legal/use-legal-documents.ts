import { useMachine } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { LocaleFileCode } from '../../contract/locales';
import { legalDocumentMachine } from '../../machines/legal-document.machine';
import { logger } from '../../services/logger';
import { useInspect } from '../app/inspection';
import { loadLegalDocuments, type LoadedLegalDocuments } from './load-legal-documents';

export type LegalDocumentsState =
  { status: 'loading' } | { status: 'loaded'; loaded: LoadedLegalDocuments } | { status: 'failed' };

const legalDocumentLogic = legalDocumentMachine.provide({
  actors: {
    loadDocuments: fromPromise(({ input }) => loadLegalDocuments(input.fileCode)),
  },
  actions: {
    reportFailure: (_, params) =>
      logger.error('The legal documents could not be loaded', params.error),
  },
});

/**
 * The legal-document machine of a locale (with the English fallback): a new load whenever the
 * locale changes or `retry` is called.
 */
export function useLegalDocuments(fileCode: LocaleFileCode): {
  state: LegalDocumentsState;
  retry: () => void;
} {
  const inspect = useInspect();
  const [snapshot, send] = useMachine(legalDocumentLogic, { input: { fileCode }, inspect });

  useEffect(() => {
    send({ type: 'legal.switchLocale', fileCode });
  }, [fileCode, send]);

  const retry = useCallback(() => send({ type: 'legal.retry' }), [send]);
  // loadDocuments is loadLegalDocuments above: what it stored is what it returned.
  const loaded = snapshot.context.loaded as LoadedLegalDocuments | null;
  const state: LegalDocumentsState =
    snapshot.matches('loaded') && loaded
      ? { status: 'loaded', loaded }
      : snapshot.matches('failed')
        ? { status: 'failed' }
        : { status: 'loading' };
  return { state, retry };
}
