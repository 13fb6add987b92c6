import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * Writes every message to the email_outbox table (a delivery worker or SMTP relay can send
 * from there) and, in development, to the log so a developer can follow reset links. With
 * `mailDir`, each message is also written there as a JSON file, which browser tests read.
 */
export function createOutboxMailer(
  db: Database,
  options: { logToConsole: boolean; mailDir?: string },
): Mailer {
  return {
    async send(message) {
      await db.insert(emailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        bodyText: message.text,
      });
      if (options.logToConsole) {
        console.info(`[roomwalk] e-mail to ${message.to}: ${message.subject}\n${message.text}`);
      }
      if (options.mailDir !== undefined) await writeMailFile(options.mailDir, message);
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
