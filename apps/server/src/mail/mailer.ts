import { mkdirSync, writeFileSync } from 'node:fs';
import { access, constants, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The main link of the message, logged when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Throws when mail cannot be handed over (SMTP: connect and greet; outbox: folder writable). */
  check(): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as .eml. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
      async check() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.log.info({ to: m.to, file, link: m.link }, `mail written to outbox: ${m.subject}${m.link ? ` → ${m.link}` : ''}`);
    },
    async check() {
      await mkdir(outbox, { recursive: true });
      await access(outbox, constants.W_OK);
    },
    close: () => transport.close(),
  };
}
