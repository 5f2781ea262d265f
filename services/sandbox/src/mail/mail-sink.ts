import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface SinkAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: Buffer;
}

/** What the sink knows of a message without parsing it: the SMTP envelope and the raw bytes. */
interface ReceivedMessage {
  id: string;
  receivedAt: Date;
  envelopeFrom: string | null;
  /** Every recipient: the SMTP envelope's, which includes Bcc. */
  to: string[];
  raw: Buffer;
  /** Parsed on first read and kept: most messages (a benchmark's thousands) are never read. */
  parsed?: Promise<SinkMessage>;
}

/** One e-mail the sink received, as the `/mail` API shows it. */
export interface SinkMessage {
  id: string;
  receivedAt: Date;
  messageId: string | null;
  from: string | null;
  /** Every recipient: the SMTP envelope's, which includes Bcc. */
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  attachments: SinkAttachment[];
}

/**
 * The sink keeps the latest messages only, so a long-running sandbox does not grow without end:
 * at most this many, and at most this many raw bytes (an order's e-mail carries its seven
 * documents: a thousand of them held 150 MiB).
 */
const MAX_MESSAGES = 1000;
const MAX_STORED_BYTES = 32 * 1024 * 1024;
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '').filter(Boolean));
}

async function parse(message: ReceivedMessage): Promise<SinkMessage> {
  const parsed = await simpleParser(message.raw);
  return {
    id: message.id,
    receivedAt: message.receivedAt,
    messageId: parsed.messageId ?? null,
    from: addresses(parsed.from)[0] ?? message.envelopeFrom,
    to: message.to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? 'attachment',
      contentType: attachment.contentType,
      size: attachment.size,
      content: attachment.content,
    })),
  };
}

/**
 * An SMTP server that accepts every message (no authentication, no TLS: sandbox only) on
 * SANDBOX_SMTP_PORT and keeps it in memory for the `/mail` API. It starts and stops with the
 * sandbox process.
 */
/** How long a stopping sink waits for open SMTP connections to end before it closes them. */
const SHUTDOWN_GRACE_MS = 500;

@Injectable()
export class MailSink implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailSink.name);
  private readonly messages: ReceivedMessage[] = [];
  /** Raw bytes of `messages`. */
  private storedBytes = 0;
  private server: SMTPServer | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: Env) {}

  async onModuleInit(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      secure: false,
      size: MAX_MESSAGE_BYTES,
      banner: 'Asiguro sandbox mail sink',
      logger: false,
      // Loopback senders: asking DNS for their names would only cost each connection a lookup.
      disableReverseLookup: true,
      // Senders keep pooled connections open; on shutdown they are told to leave after this
      // long, not after smtp-server's default half a minute.
      closeTimeout: SHUTDOWN_GRACE_MS,
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
    });
    server.on('error', (error) => this.logger.error(`SMTP sink error: ${error.message}`));
    const started = await new Promise<boolean>((resolve) => {
      const onError = (error: NodeJS.ErrnoException) => {
        // Another sandbox may hold the port (e.g. parallel test stacks): keep the HTTP partners
        // serving and say why mail will not arrive here.
        this.logger.error(
          `SMTP sink not started on port ${this.config.SANDBOX_SMTP_PORT}: ${error.code ?? error.message}`,
        );
        resolve(false);
      };
      server.server.once('error', onError);
      server.listen(this.config.SANDBOX_SMTP_PORT, this.config.INTERNAL_HOST, () => {
        server.server.off('error', onError);
        resolve(true);
      });
    });
    if (started) {
      this.server = server;
      this.logger.log(`SMTP sink listening on port ${this.config.SANDBOX_SMTP_PORT}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Newest first; only the messages sent to `recipient` (any address of the envelope, Bcc
   * included) when one is given. Parsing waits until a message is asked for.
   */
  list(recipient?: string): Promise<SinkMessage[]> {
    const wanted = recipient?.trim().toLowerCase();
    const chosen = wanted
      ? this.messages.filter((message) => message.to.some((address) => address.toLowerCase() === wanted))
      : this.messages;
    return Promise.all(chosen.map((message) => this.parsed(message)));
  }

  async get(id: string): Promise<SinkMessage | undefined> {
    const message = this.messages.find((candidate) => candidate.id === id);
    return message && this.parsed(message);
  }

  clear(): void {
    this.messages.length = 0;
    this.storedBytes = 0;
  }

  private parsed(message: ReceivedMessage): Promise<SinkMessage> {
    message.parsed ??= parse(message);
    return message.parsed;
  }

  /** Keeps the raw message; a sandbox that receives thousands of e-mails never parses them unread. */
  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    if (stream.sizeExceeded) throw Object.assign(new Error('message too big'), { responseCode: 552 });
    const message: ReceivedMessage = {
      id: randomUUID(),
      receivedAt: new Date(),
      envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
      raw: Buffer.concat(chunks),
    };
    this.messages.unshift(message);
    this.storedBytes += message.raw.length;
    // The newest message always stays, however big.
    while (this.messages.length > 1 && (this.messages.length > MAX_MESSAGES || this.storedBytes > MAX_STORED_BYTES)) {
      this.storedBytes -= this.messages.pop()!.raw.length;
    }
  }
}
