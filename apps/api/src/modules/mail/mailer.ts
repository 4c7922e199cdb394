import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when configured; otherwise the message is kept in the outbox table. Outside
 * production the log shows it too; in production the log only says a mail was kept,
 * as a mail may carry a reset link, which opens the account.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger; logBodies: boolean }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.body });
      },
    };
  }
  return {
    async send(mail) {
      await opts.db.insert(outbox).values(mail);
      if (opts.logBodies) opts.log.info({ to: mail.to, subject: mail.subject }, `Mail (no SMTP configured):\n${mail.body}`);
      else opts.log.info({ to: mail.to, subject: mail.subject }, 'Mail kept in the outbox table (no SMTP configured)');
    },
  };
}
