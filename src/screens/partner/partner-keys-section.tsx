import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PartnerKeyList } from '../../contract/partner';
import { useTranslate } from '../../i18n/use-translate';
import { partnerKeysMachine } from '../../machines/partner-keys.machine';
import { failureMessage } from '../../services/api-client';
import { LoadingStatus } from '../../ui/spinner';
import { withFailure } from '../forms/form-messages';
import { ConfirmDialog } from '../settings/confirm-dialog';
import { CreateKeyDialog, type CreateKeyDialogProps } from './create-key-dialog';
import {
  CREATE_KEY_FAILED,
  LOAD_KEYS_FAILED,
  REVOKE_KEY_FAILED,
  translatePartnerMessage,
} from './partner-messages';
import { usePartnerApi, usePartnerKeys, useRefreshPartnerKeys } from './partner-queries';
import { PartnerKeysTable } from './partner-keys-table';
import type { SelectedPartnerKey } from '../../machines/partner-keys.machine';
import { useInspect } from '../app/inspection';
import { Button } from '../../ui/button';

/** While the data cache or the keys load. */
export function KeysLoading() {
  const t = useTranslate();
  return <LoadingStatus className="partner-loading" label={t('partner.keys.loading')} />;
}

function activeCount(list: PartnerKeyList): number {
  return list.keys.filter((key) => key.revokedAt === null).length;
}

function KeysList({
  revokeDisabled,
  onRevoke,
}: {
  revokeDisabled: boolean;
  onRevoke: (key: SelectedPartnerKey) => void;
}) {
  const t = useTranslate();
  const query = usePartnerKeys();
  if (query.data === undefined) {
    if (!query.isError) return <KeysLoading />;
    return (
      <div className="partner-section">
        <p className="form-alert" role="alert">
          {translatePartnerMessage(t, failureMessage(query.error, LOAD_KEYS_FAILED))}
        </p>
        <div className="partner-actions partner-actions-start">
          <Button
            variant="secondary"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? t('partner.keys.retrying') : t('partner.keys.retry')}
          </Button>
        </div>
      </div>
    );
  }
  const { keys, maxActiveKeys } = query.data;
  const active = activeCount(query.data);
  return (
    <>
      <p className="partner-note">{t('partner.keys.count', { active, max: maxActiveKeys })}</p>
      {active >= maxActiveKeys && (
        <p className="partner-note">{t('partner.keys.limitReached', { max: maxActiveKeys })}</p>
      )}
      {keys.length === 0 ? (
        <p className="partner-empty">{t('partner.keys.empty')}</p>
      ) : (
        <PartnerKeysTable keys={keys} revokeDisabled={revokeDisabled} onRevoke={onRevoke} />
      )}
    </>
  );
}

function useKeysMachine() {
  const api = usePartnerApi();
  const refresh = useRefreshPartnerKeys();
  const inspect = useInspect();
  return useMachine(
    partnerKeysMachine.provide({
      actors: {
        createKey: fromPromise(({ input }) =>
          withFailure(() => api.createKey(input.name), CREATE_KEY_FAILED),
        ),
        revokeKey: fromPromise(({ input }) =>
          withFailure(() => api.revokeKey(input.id), REVOKE_KEY_FAILED),
        ),
      },
      actions: { keysChanged: () => refresh() },
    }),
    { inspect },
  );
}

function dialogMode(matches: (state: 'naming' | 'creating' | 'showingKey') => boolean) {
  const modes = ['naming', 'creating', 'showingKey'] as const;
  return modes.find((mode) => matches(mode)) ?? 'closed';
}

/** The partner's API keys: the table, Create key and Revoke (use under <ServerDataGate>). */
export function PartnerKeysSection() {
  const t = useTranslate();
  const keys = usePartnerKeys();
  const [state, send] = useKeysMachine();
  const { name, nameError, error, created, selected, revokedName } = state.context;
  const idle = state.matches('idle');
  const atLimit = keys.data !== undefined && activeCount(keys.data) >= keys.data.maxActiveKeys;
  const dialog: CreateKeyDialogProps = {
    mode: dialogMode((mode) => state.matches(mode)),
    name,
    nameError,
    // The alert of a failed creation shows in its dialog; a failed revoke's on the page.
    error: idle ? null : error,
    created: created && { name: created.key.name, secret: created.secret },
    send,
  };

  return (
    <section
      className="card partner-section"
      aria-labelledby="partner-keys-heading"
      aria-busy={state.hasTag('busy')}
    >
      <div className="partner-header">
        <div className="partner-section">
          <h2 id="partner-keys-heading">{t('partner.keys.heading')}</h2>
          <p className="partner-note">{t('partner.keys.lead')}</p>
        </div>
        <Button
          variant="primary"
          disabled={!idle || atLimit}
          onClick={() => send({ type: 'partnerKeys.create' })}
        >
          {t('partner.keys.create')}
        </Button>
      </div>
      {idle && error && (
        <p className="form-alert" role="alert">
          {translatePartnerMessage(t, error)}
        </p>
      )}
      {idle && revokedName && (
        <p className="form-success" role="status">
          {t('partner.keys.revoked', { name: revokedName })}
        </p>
      )}
      <KeysList
        revokeDisabled={!idle}
        onRevoke={(key) => send({ type: 'partnerKeys.revoke', key })}
      />
      <CreateKeyDialog {...dialog} />
      <ConfirmDialog
        open={state.matches('confirmingRevoke') || state.matches('revoking')}
        busy={state.matches('revoking')}
        title={t('partner.revoke.title')}
        description={t('partner.revoke.description', { name: selected?.name ?? '' })}
        confirmLabel={t('partner.revoke.confirm')}
        busyLabel={t('partner.revoke.revoking')}
        cancelLabel={t('partner.revoke.cancel')}
        onConfirm={() => send({ type: 'partnerKeys.confirm' })}
        onCancel={() => send({ type: 'partnerKeys.cancel' })}
      />
    </section>
  );
}
