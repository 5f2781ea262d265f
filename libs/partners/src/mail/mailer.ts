import type { Env } from '@asiguro/platform';
import { createTransport, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import { MailRejectedError, MailUnavailableError } from './mail-errors';
import { mailMessageSchema, type MailMessage, type SentMail } from './mail-message';

/** The partner id of the SMTP server in errors. */
export const MAIL_PARTNER_ID = 'smtp';

/** Connection-level failures of nodemailer: the server could not be reached or did not answer. */
const UNAVAILABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);

export interface MailerOptions {
  config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PARTNER_TIMEOUT_MS'>;
}

/** Connections kept open to the SMTP server; more messages at once wait for one of them. */
const POOLED_CONNECTIONS = 5;

/**
 * Sends e-mails through SMTP_URL from MAIL_FROM. Failures are typed (MailUnavailableError is
 * retryable, MailRejectedError is not). It logs nothing: recipients and bodies are personal data.
 *
 * Connections are pooled: a new connection per message cost a TCP handshake and three SMTP
 * exchanges more, and each message is composed in memory first and handed to the connection
 * whole, instead of streamed in a few dozen small writes (docs/performance.md, "E-mail").
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: MailerOptions) {
    const timeout = options.config.PARTNER_TIMEOUT_MS;
    // The timeouts go to the connection itself: passed beside a URL to createTransport they
    // would be message defaults, and nodemailer's own (up to ten minutes) would apply.
    const pool = new SMTPPool({
      url: options.config.SMTP_URL,
      pool: true,
      maxConnections: POOLED_CONNECTIONS,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
      logger: false,
      debug: false,
    });
    this.transport = createTransport(pool);
    // A pooled connection that fails fails the message it carries, which send reports; an idle
    // one that the server closes is simply replaced. Nothing is left to throw at the process.
    this.transport.on('error', () => undefined);
  }

  /** Sends one message; resolves with its Message-ID once the server accepted it. */
  async send(message: MailMessage): Promise<SentMail> {
    const checked = mailMessageSchema.safeParse(message);
    if (!checked.success) {
      // The issue path names the field; the value (an address, a body) is left out on purpose.
      const issue = checked.error.issues[0];
      throw new MailRejectedError(MAIL_PARTNER_ID, `invalid message: ${issue?.path.join('.')} ${issue?.message}`);
    }
    const mail = checked.data;
    try {
      const composed = new MailComposer({
        from: this.options.config.MAIL_FROM,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        textEncoding: textEncodingOf(mail.text),
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      }).compile();
      const messageId = composed.messageId();
      const raw = await composed.build();
      const info = (await this.transport.sendMail({ envelope: composed.getEnvelope(), raw })) as {
        rejected?: unknown[];
      };
      if (info.rejected && info.rejected.length > 0) {
        throw new MailRejectedError(MAIL_PARTNER_ID, `${info.rejected.length} recipient(s) refused`);
      }
      return { messageId };
    } catch (error) {
      throw toMailError(error);
    }
  }

  /** Checks that the server answers (for readiness); throws like `send`. */
  async verify(): Promise<void> {
    try {
      await this.transport.verify();
    } catch (error) {
      throw toMailError(error);
    }
  }

  /** Closes the pooled connections; a process that sent mail calls it before it exits. */
  close(): void {
    this.transport.close();
  }
}

/**
 * How the text parts and headers are encoded: quoted-printable for mostly Latin text (ro, en),
 * base64 for mostly Cyrillic (ru), nodemailer's own rule. Decided here in one pass over the
 * plain text: left to nodemailer, each part and header is matched against two global regular
 * expressions that build an array of every letter (8 % of the worker's allocations, by a
 * sampling heap profile of the bench).
 */
export function textEncodingOf(text: string): 'quoted-printable' | 'base64' {
  let latin = 0;
  let other = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
    else if (code >= 0x80 || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) other++;
  }
  return other < latin ? 'quoted-printable' : 'base64';
}

function toMailError(error: unknown): Error {
  if (error instanceof MailRejectedError || error instanceof MailUnavailableError) return error;
  const failure = error as { code?: string; responseCode?: number; message?: string };
  if (typeof failure.responseCode === 'number') {
    // SMTP 4xx is "try again later" by definition; 5xx is final.
    return failure.responseCode >= 500
      ? new MailRejectedError(MAIL_PARTNER_ID, `refused (${failure.responseCode})`, failure.responseCode)
      : new MailUnavailableError(MAIL_PARTNER_ID, `deferred (${failure.responseCode})`, String(failure.responseCode));
  }
  if (failure.code && UNAVAILABLE_CODES.has(failure.code)) {
    return new MailUnavailableError(MAIL_PARTNER_ID, `server unavailable (${failure.code})`, failure.code);
  }
  // Anything else nodemailer reports (e.g. a broken attachment) is not cured by retrying.
  return new MailRejectedError(MAIL_PARTNER_ID, `not sent (${failure.code ?? 'unknown'})`);
}
