/** Issue 19: the email_outbox table keeps no usable reset or invitation link once a mail is sent. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitationLink } from '../../src/contract/billing';
import { emailOutbox } from '../../server/db/schema';
import {
  REMOVED_LINK,
  createOutboxMailer,
  markOutboxMessageSent,
  type EmailMessage,
} from '../../server/mail/mailer';
import {
  NEW_PASSWORD,
  body,
  newClient,
  outbox,
  register,
  resetTokenFromOutbox,
  type TestApi,
} from './auth-helpers';
import { createTestApi } from './support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

/** A mailer that delivers in this process, as the log, MAIL_DIR or SMTP would. */
function deliveringMailer() {
  const delivered: EmailMessage[] = [];
  const mailer = createOutboxMailer(api.db, {
    deliver: async (message) => {
      delivered.push(message);
    },
  });
  return { mailer, delivered };
}

describe('the outbox', () => {
  it('keeps a delivered reset mail without its link; the delivered link still works', async () => {
    const { mailer, delivered } = deliveringMailer();
    const relay = api.deps.mailer;
    api.deps.mailer = mailer;
    try {
      const client = newClient(api);
      const { email } = await register(client);
      await client.post('/auth/forgot-password', { email });
      const [stored] = await outbox(api.db, email);
      expect(stored!.sentAt).not.toBeNull();
      expect(stored!.bodyText).not.toMatch(/token=|https?:/);
      expect(stored!.bodyText).toContain(REMOVED_LINK);

      const link = /https?:\/\/\S+token=([\w%-]+)/.exec(delivered.at(-1)?.text ?? '');
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link![1]!);
      const reset = await newClient(api).post('/auth/reset-password', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reset.status, JSON.stringify(await body(reset.clone()))).toBe(200);
    } finally {
      api.deps.mailer = relay;
    }
  });

  it('keeps an invitation link only until a relay marks the mail sent', async () => {
    const to = 'invited@example.test';
    const link = invitationLink('https://roomwalk.example', 'a'.repeat(43));
    await api.deps.mailer.send({ to, subject: 'Invitation', text: `Join here:\n${link}\n` });
    const [queued] = await outbox(api.db, to);
    expect(queued!.sentAt).toBeNull();
    expect(queued!.bodyText).toContain(link);

    await markOutboxMessageSent(api.db, queued!.id, api.clock.now());
    const [sent] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
    expect(sent!.sentAt).toEqual(api.clock.now());
    expect(sent!.bodyText).toBe(`Join here:\n${REMOVED_LINK}\n`);
  });

  it('marks a queued reset mail sent without its token, so the table alone resets nothing', async () => {
    const client = newClient(api);
    const { email } = await register(client);
    await client.post('/auth/forgot-password', { email });
    const token = await resetTokenFromOutbox(api.db, email);
    const [queued] = await outbox(api.db, email);
    await markOutboxMessageSent(api.db, queued!.id);
    const [sent] = await outbox(api.db, email);
    expect(sent!.bodyText).not.toContain(token);
    expect(sent!.bodyText).not.toContain(encodeURIComponent(token));
  });
});
