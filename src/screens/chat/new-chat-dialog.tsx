import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import * as v from 'valibot';
import {
  CreateSalesChatRequestSchema,
  CreateSupportChatRequestSchema,
  REQUESTED_TOURS_MAX,
} from '../../contract/chat';
import { useTranslate } from '../../i18n/use-translate';
import type {
  NewChatField,
  NewChatFieldErrors,
  NewChatKind,
  NewChatRequest,
} from '../../machines/chat.machine';
import { submitWith } from '../../ui/form-submit';
import { schemaFieldErrors } from '../forms/form-messages';
import { TextAreaField, TextField } from '../forms/form-parts';
import { translateChatMessage } from './chat-messages';
import type { ChatPartProps } from './chat-types';
import { Button } from '../../ui/button';

type FormProps = Pick<ChatPartProps, 'state' | 'send'> & { kind: NewChatKind };

/** The typed number, as the schema should judge it: blank is missing, anything else a number. */
const toursOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

const FIELD_ORDER: readonly NewChatField[] = ['requestedTours', 'subject', 'message'];

function NewChatForm({ kind, state, send }: FormProps) {
  const t = useTranslate();
  const id = useId();
  const [tours, setTours] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const submitting = state.matches({ newChat: 'submitting' });
  const { newChatFieldErrors: errors, newChatError } = state.context;
  const fieldError = (field: NewChatField) => {
    const error = errors[field];
    return error ? translateChatMessage(t, error) : undefined;
  };

  const validate = (): { request: NewChatRequest | null; errors: NewChatFieldErrors } => {
    if (kind === 'sales') {
      const raw = { requestedTours: toursOf(tours), message };
      const parsed = v.safeParse(CreateSalesChatRequestSchema, raw);
      if (parsed.success) return { request: { kind, ...parsed.output }, errors: {} };
      return {
        request: null,
        errors: schemaFieldErrors<NewChatField>(CreateSalesChatRequestSchema, raw),
      };
    }
    const raw = { subject, message };
    const parsed = v.safeParse(CreateSupportChatRequestSchema, raw);
    if (parsed.success) return { request: { kind, ...parsed.output }, errors: {} };
    return {
      request: null,
      errors: schemaFieldErrors<NewChatField>(CreateSupportChatRequestSchema, raw),
    };
  };

  const submit = submitWith(() => {
    if (submitting) return;
    const { request, errors: found } = validate();
    send({ type: 'chat.new.submit', request, fieldErrors: found });
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  });

  return (
    <form className="chat-new-form" noValidate onSubmit={submit}>
      {kind === 'sales' ? (
        <TextField
          id={`${id}-requestedTours`}
          label={t('chat.newChat.requestedTours')}
          type="number"
          inputMode="numeric"
          min={1}
          max={REQUESTED_TOURS_MAX}
          step={1}
          value={tours}
          onValueChange={setTours}
          error={fieldError('requestedTours')}
          readOnly={submitting}
        />
      ) : (
        <TextField
          id={`${id}-subject`}
          label={t('chat.newChat.subject')}
          value={subject}
          onValueChange={setSubject}
          error={fieldError('subject')}
          readOnly={submitting}
        />
      )}
      <TextAreaField
        id={`${id}-message`}
        label={t(kind === 'sales' ? 'chat.newChat.messageOptional' : 'chat.newChat.message')}
        rows={4}
        value={message}
        onValueChange={setMessage}
        error={fieldError('message')}
        readOnly={submitting}
      />
      {newChatError && (
        <p className="form-alert" role="alert">
          {translateChatMessage(t, newChatError)}
        </p>
      )}
      <div className="chat-actions">
        <Button
          variant="secondary"
          aria-disabled={submitting || undefined}
          onClick={() => send({ type: 'chat.new.cancel' })}
        >
          {t('chat.newChat.cancel')}
        </Button>
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={submitting || undefined}
        >
          {submitting ? t('chat.newChat.starting') : t('chat.newChat.start')}
        </button>
      </div>
    </form>
  );
}

/** "New sales chat" and "New support chat", a Radix dialog driven by the chat machine. */
export function NewChatDialog({ state, send }: Pick<ChatPartProps, 'state' | 'send'>) {
  const t = useTranslate();
  const kind = state.context.newChatKind;
  const open = state.matches('newChat') && kind !== null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'chat.new.cancel' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay chat-dialog-overlay" />
        {kind !== null && (
          <Dialog.Content
            className="chat-dialog"
            aria-busy={state.matches({ newChat: 'submitting' })}
          >
            <Dialog.Title className="chat-dialog-title">
              {t(`chat.newChat.${kind}Title`)}
            </Dialog.Title>
            <Dialog.Description className="chat-note">
              {t(`chat.newChat.${kind}Description`)}
            </Dialog.Description>
            <NewChatForm kind={kind} state={state} send={send} />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
