import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How the server sends e-mail. The outbox is the default; an SMTP transport can implement it. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** What MAIL_DIR holds: one file per message, named by time so that a listing sorts by it. */
export interface MailFile extends EmailMessage {
  sentAt: string;
}

/** What a sent message's stored copy shows in place of each link it carried. */
export const REMOVED_LINK = '[link removed after sending]';

/** Every http(s) link of `text` replaced, so that no reset or invitation link stays usable. */
export function withoutLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/\S+/gi, REMOVED_LINK);
}

/**
 * Marks an outbox message sent and removes its links: the table is a queue, not an archive of
 * credentials. A relay that sends from the outbox calls this once the message is out.
 */
export async function markOutboxMessageSent(db: Database, id: string, sentAt = new Date()) {
  const [message] = await db
    .select({ bodyText: emailOutbox.bodyText })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (message === undefined) return;
  await db
    .update(emailOutbox)
    .set({ sentAt, bodyText: withoutLinks(message.bodyText) })
    .where(eq(emailOutbox.id, id));
}

export interface OutboxMailerOptions {
  /**
   * Development: print each message as plain text on stdout, so that a developer can follow reset
   * links (never as a log line: those hold no e-mail address or token).
   */
  print?: (text: string) => void;
  /** MAIL_DIR: write each message there as a JSON file, which browser tests read. */
  mailDir?: string;
  /** Another transport (e.g. SMTP) that sends the message itself. */
  deliver?: (message: EmailMessage) => Promise<void>;
}

/**
 * Writes every message to the email_outbox table. When this process delivers it (the log,
 * MAIL_DIR or `deliver`), the row is marked sent at once and keeps no link; otherwise it waits,
 * whole, for a relay that sends from the table and then calls markOutboxMessageSent.
 */
export function createOutboxMailer(db: Database, options: OutboxMailerOptions): Mailer {
  const deliversHere =
    options.print !== undefined || options.mailDir !== undefined || options.deliver !== undefined;
  return {
    async send(message) {
      const [queued] = await db
        .insert(emailOutbox)
        .values({ toAddress: message.to, subject: message.subject, bodyText: message.text })
        .returning({ id: emailOutbox.id });
      options.print?.(`[roomwalk] e-mail to ${message.to}: ${message.subject}\n${message.text}`);
      if (options.mailDir !== undefined) await writeMailFile(options.mailDir, message);
      if (options.deliver !== undefined) await options.deliver(message);
      if (deliversHere && queued !== undefined) await markOutboxMessageSent(db, queued.id);
    },
  };
}

/** Orders messages written within the same millisecond. */
let mailSequence = 0;

async function writeMailFile(mailDir: string, message: EmailMessage): Promise<void> {
  const sentAt = new Date().toISOString();
  const file: MailFile = { ...message, sentAt };
  mailSequence = (mailSequence + 1) % 1_000_000;
  const order = String(mailSequence).padStart(6, '0');
  const name = `${sentAt.replace(/[:.]/g, '-')}-${order}-${randomUUID()}.json`;
  await mkdir(mailDir, { recursive: true });
  // Write then rename, so a reader never sees half a message.
  const partial = path.join(mailDir, `.${name}.partial`);
  await writeFile(partial, JSON.stringify(file, null, 2), 'utf8');
  await rename(partial, path.join(mailDir, name));
}
