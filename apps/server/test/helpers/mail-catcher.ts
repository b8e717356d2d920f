import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** Decoded text (quoted-printable soft breaks and escapes undone). */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailCatcher() {
  const messages: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    /** Waits for the newest message to `to` matching `pred` (and returns it). */
    async waitFor(to: string, pred: (m: CaughtMail) => boolean = () => true, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = [...messages].reverse().find((m) => m.to.includes(to) && pred(m));
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** Links in a message, token-bearing ones first. */
export function linksIn(mail: CaughtMail): string[] {
  const links = [...new Set(mail.text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [])].map((u) => u.replace(/&amp;/g, '&'));
  return links.sort((a, b) => Number(/token/.test(b)) - Number(/token/.test(a)));
}
