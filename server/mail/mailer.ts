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

/**
 * Writes every message to the email_outbox table (a delivery worker or SMTP relay can send
 * from there) and, in development, to the log so a developer can follow reset links.
 */
export function createOutboxMailer(db: Database, options: { logToConsole: boolean }): Mailer {
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
    },
  };
}
