import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { CreatePartnerKeyRequestSchema, PARTNER_KEY_NAME_MAX } from '../../contract/partner';
import { useTranslate } from '../../i18n/use-translate';
import type { PartnerKeysEvent } from '../../machines/partner-keys.machine';
import { submitWith } from '../../ui/form-submit';
import { useToast } from '../../ui/toaster';
import { schemaFieldErrors } from '../forms/form-messages';
import { copyText } from '../tour-editor/share-code';
import { translatePartnerMessage } from './partner-messages';
import { Button } from '../../ui/button';

type Send = (event: PartnerKeysEvent) => void;

/** The name's first message by the shared schema, in English (translated when shown). */
function nameErrorOf(name: string): string | null {
  return schemaFieldErrors<'name'>(CreatePartnerKeyRequestSchema, { name }).name ?? null;
}

function NameForm({
  name,
  nameError,
  error,
  busy,
  send,
}: {
  name: string;
  nameError: string | null;
  error: string | null;
  busy: boolean;
  send: Send;
}) {
  const t = useTranslate();
  const submit = submitWith(() => {
    send({ type: 'partnerKeys.submit', nameError: nameErrorOf(name) });
  });
  const describedBy = nameError
    ? 'partner-key-name-error partner-key-name-hint'
    : 'partner-key-name-hint';
  return (
    <form className="partner-form" noValidate onSubmit={submit}>
      <Dialog.Title className="partner-dialog-title">{t('partner.create.title')}</Dialog.Title>
      <Dialog.Description>{t('partner.create.description')}</Dialog.Description>
      {error && (
        <p className="form-alert" role="alert">
          {translatePartnerMessage(t, error)}
        </p>
      )}
      <div className="form-field">
        <label htmlFor="partner-key-name">{t('partner.create.nameLabel')}</label>
        <input
          id="partner-key-name"
          value={name}
          autoComplete="off"
          readOnly={busy}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => send({ type: 'partnerKeys.nameChanged', value: event.target.value })}
        />
        {nameError && (
          <p id="partner-key-name-error" className="form-field-error">
            {translatePartnerMessage(t, nameError)}
          </p>
        )}
        <p id="partner-key-name-hint" className="form-note">
          {t('partner.create.nameHint', { max: PARTNER_KEY_NAME_MAX })}
        </p>
      </div>
      <div className="partner-actions">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => send({ type: 'partnerKeys.cancel' })}
        >
          {t('partner.create.cancel')}
        </Button>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('partner.create.submitting') : t('partner.create.submit')}
        </button>
      </div>
    </form>
  );
}

function NewKey({ name, secret, send }: { name: string; secret: string; send: Send }) {
  const t = useTranslate();
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  // The form that had the focus is gone: the key takes it (and is selected, ready to copy).
  useEffect(() => field.current?.focus(), []);
  const copy = async () => {
    const result = await copyText(secret, field.current);
    toast(
      result === 'copied'
        ? {
            title: t('partner.created.copied'),
            description: t('partner.created.copiedDescription'),
            variant: 'success',
          }
        : { title: t('partner.created.selected'), variant: 'info' },
    );
  };
  return (
    <div className="partner-form">
      <Dialog.Title className="partner-dialog-title">{t('partner.created.title')}</Dialog.Title>
      <Dialog.Description className="partner-warning">
        {t('partner.created.warning')}
      </Dialog.Description>
      <div className="form-field">
        <label htmlFor="partner-new-key">{t('partner.created.keyLabel', { name })}</label>
        <input
          id="partner-new-key"
          ref={field}
          className="partner-code"
          dir="ltr"
          value={secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="partner-actions">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('partner.created.copy')}
        </button>
        <Button variant="primary" onClick={() => send({ type: 'partnerKeys.close' })}>
          {t('partner.created.done')}
        </Button>
      </div>
    </div>
  );
}

export interface CreateKeyDialogProps {
  mode: 'closed' | 'naming' | 'creating' | 'showingKey';
  name: string;
  nameError: string | null;
  error: string | null;
  created: { name: string; secret: string } | null;
  send: Send;
}

/** Create a key: its name, then the whole key, once, with Copy. Its state comes from the machine. */
export function CreateKeyDialog({
  mode,
  name,
  nameError,
  error,
  created,
  send,
}: CreateKeyDialogProps) {
  const showing = mode === 'showingKey' && created !== null;
  return (
    <Dialog.Root
      open={mode !== 'closed'}
      onOpenChange={(open) => {
        if (!open) send(showing ? { type: 'partnerKeys.close' } : { type: 'partnerKeys.cancel' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="partner-dialog" aria-busy={mode === 'creating'}>
          {showing ? (
            <NewKey name={created.name} secret={created.secret} send={send} />
          ) : (
            <NameForm
              name={name}
              nameError={nameError}
              error={error}
              busy={mode === 'creating'}
              send={send}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
