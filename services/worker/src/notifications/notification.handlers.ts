import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { coverDays, findIssuer, formatDay, getProduct, isVignette, lastDayBefore } from '@asiguro/domain';
import { PDF_CONTENT_TYPE, formatAmount, googleSaveUrlOf } from '@asiguro/documents';
import { emailText, formatChisinauDateTime } from '@asiguro/i18n';
import {
  jobOptions,
  orderLink,
  orderLinkToken,
  OrderService,
  QueueProducer,
  renewalLink,
} from '@asiguro/orchestration';
import {
  DocumentRepository,
  MailSourceRepository,
  PolicyRepository,
  type DocumentEntity,
  type OrderEntity,
  type PolicyEntity,
} from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { DOCUMENT_PRODUCER, type DocumentProducer } from '../partners/ports';
import { EmailOutbox } from './email-outbox.service';
import { completedEmail, type WalletLinks } from './completed-email';
import type { AddonFact, PolicyFacts } from './email-facts';

/** E-mails to customers (documents ready, renewal reminders) and alerts to staff. */
@Injectable()
export class NotificationHandlers implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly emails: EmailOutbox,
    private readonly producer: QueueProducer,
    @Inject(DOCUMENT_PRODUCER) private readonly documents: DocumentProducer,
    private readonly policies: PolicyRepository,
    private readonly stored: DocumentRepository,
    private readonly sources: MailSourceRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('order-completed-email', ({ orderId, repeat }) => this.orderCompleted(orderId, repeat));
    this.dispatcher.register('contact-message', ({ messageId }) => this.contactMessage(messageId));
    this.dispatcher.register('staff-alert', ({ orderId, subject }, attempt) =>
      this.staffAlert(subject, orderId, attempt.jobId),
    );
    this.dispatcher.register('renewal-scan', () => this.renewalScan());
    this.dispatcher.register('renewal-reminder', ({ policyId }) => this.renewalReminder(policyId));
  }

  /** `repeat`: staff asked to send it again (a new dedupe key, so it goes out once more). */
  async orderCompleted(orderId: string, repeat?: string): Promise<string> {
    const order = await this.orders.get(orderId);
    const to = contactEmail(order);
    if (!to) return 'no e-mail address';
    const stored = await this.stored.listForOrder(orderId, 'kind');
    // The PDFs travel as files; the wallet passes as buttons (completedEmail).
    const attachments = await Promise.all(
      stored
        .filter((document) => document.contentType === PDF_CONTENT_TYPE)
        .map(async (document) => ({
          filename: document.fileName,
          content: await this.documents.read(document.storageKey),
          contentType: document.contentType,
        })),
    );
    const link = orderLink(this.config.PUBLIC_URL, order.lang, order, this.config.SESSION_SECRET);
    const policy = await this.policies.findByOrder(orderId);
    if (!policy) throw new Error(`order ${orderId} is completed without a policy`);
    const email = completedEmail({
      lang: order.lang,
      orderNumber: order.number,
      orderLink: link,
      policy: policyFacts(order, policy),
      attachedCount: attachments.length,
      wallet: await this.walletLinks(order, stored),
      addons: addonFacts(order),
    });
    return this.emails.sendOnce({
      dedupeKey: repeat ? `order-completed:${orderId}:${repeat}` : `order-completed:${orderId}`,
      kind: 'order-completed',
      orderId,
      to,
      ...email,
      attachments,
    });
  }

  /** The wallet buttons' targets: the .pkpass with the order link's token, and Google's save link. */
  private async walletLinks(order: OrderEntity, stored: DocumentEntity[]): Promise<WalletLinks> {
    const apple = stored.find((document) => document.kind === 'wallet_pass' && document.item === 0);
    const google = stored.find((document) => document.kind === 'google_pass' && document.item === 0);
    const token = orderLinkToken(order.id, this.config.SESSION_SECRET, Date.now(), undefined, order.linkGeneration);
    return {
      ...(apple
        ? {
            apple: `${this.config.PUBLIC_URL}/api/orders/${order.id}/documents/wallet_pass?t=${encodeURIComponent(token)}`,
          }
        : {}),
      ...(google ? { google: googleSaveUrlOf(await this.documents.read(google.storageKey)) } : {}),
    };
  }

  /** A contact-form message, to support (reply-to: the sender); the message itself stays in the database. */
  async contactMessage(messageId: string): Promise<string> {
    const message = await this.sources.contactMessage(messageId);
    if (!message) return 'no such message';
    return this.emails.sendOnce({
      dedupeKey: `contact:${messageId}`,
      kind: 'contact-message',
      orderId: null,
      to: this.config.SUPPORT_EMAIL,
      replyTo: message.email,
      subject: `[Asiguro] Contact form (${message.lang})`,
      text: `From: ${message.name} <${message.email}>\nSent: ${message.createdAt.toISOString()}\n\n${message.message}\n`,
    });
  }

  /** Staff see failures in the console; the alert e-mail names the order number and the reason only. */
  async staffAlert(subject: string, orderId: string | undefined, jobId: string): Promise<string> {
    const order = orderId ? await this.orders.find(orderId) : null;
    const what = order ? `Order ${order.number} (${order.status})` : 'An operation';
    return this.emails.sendOnce({
      dedupeKey: `staff-alert:${jobId}`,
      kind: 'staff-alert',
      orderId: order?.id ?? null,
      to: this.config.SUPPORT_EMAIL,
      subject: `[Asiguro] ${subject}: ${order?.number ?? ''}`.trim(),
      text:
        `${what} needs attention: ${subject}.\n` +
        (order?.lastError ? `Last error: ${order.lastError}\n` : '') +
        (order ? `Console: ${this.config.PUBLIC_URL}/console/orders/${order.id}\n` : ''),
    });
  }

  /** Policies ending within RENEWAL_REMINDER_DAYS that were not reminded yet: one job each. */
  async renewalScan(now = new Date()): Promise<string> {
    const horizon = new Date(now.getTime() + this.config.RENEWAL_REMINDER_DAYS * 24 * 3600 * 1000);
    const inWindow = await this.policies.endingUnreminded(now, horizon, 1000);
    await this.producer.queue('notifications').addBulk(
      inWindow.map((id) => ({
        name: 'renewal-reminder',
        data: { policyId: id },
        opts: { ...jobOptions('renewal-reminder', this.config), jobId: `renewal-${id}` },
      })),
    );
    return `${inWindow.length} reminders queued`;
  }

  async renewalReminder(policyId: string): Promise<string> {
    const policy = await this.policies.get(policyId);
    if (policy.reminderSentAt) return 'already reminded';
    const order = await this.orders.get(policy.orderId);
    const to = contactEmail(order);
    let result = 'no e-mail address';
    if (to) {
      const link = renewalLink(
        this.config.PUBLIC_URL,
        order.lang,
        order.insuranceType,
        order,
        this.config.SESSION_SECRET,
      );
      const validTo = formatDay(lastDayBefore(policy.validTo));
      const vignette = isVignette(order.insuranceType) ? 'yes' : 'no';
      result = await this.emails.sendOnce({
        dedupeKey: `renewal:${policyId}`,
        kind: 'renewal-reminder',
        orderId: order.id,
        to,
        subject: emailText(order.lang, 'renewal.subject', { number: policy.number, vignette }),
        text:
          emailText(order.lang, 'renewal.body', { number: policy.number, validTo, link, vignette }) +
          emailText(order.lang, 'signature'),
      });
    }
    await this.policies.markReminded(policyId, new Date());
    return result;
  }
}

/** The policy as the documents e-mail states it: the issuer's days, liability start, what was paid. */
function policyFacts(order: OrderEntity, policy: PolicyEntity): PolicyFacts {
  const days = coverDays(policy);
  const certificate = isVignette(order.insuranceType) || order.insuranceType === 'road-tax';
  const start = policy.liabilityStart;
  return {
    number: policy.number,
    vignette: isVignette(order.insuranceType),
    issuer: findIssuer(policy.insurer)?.name ?? policy.insurer,
    from: formatDay(days.from),
    to: formatDay(days.to),
    ...(certificate ? {} : { liabilityStart: formatChisinauDateTime(start) }),
    // As the documents write it: with the code, not the symbol ("L" is ambiguous, "MDL" is not).
    paid:
      order.priceMinor !== null && order.priceCurrency
        ? formatAmount({ minor: order.priceMinor, currency: order.priceCurrency }, order.lang)
        : '—',
  };
}

/** The add-ons' lines of the documents e-mail: each one's number, or the share given back. */
function addonFacts(order: OrderEntity): AddonFact[] {
  const items = order.machineSnapshot?.context?.items;
  if (!items || items.length < 2) return [];
  return items.slice(1).map((state, index) => ({
    name: getProduct(order.items[index + 1].type).name[order.lang],
    number: state.number,
    refunded: state.status === 'refunded' ? formatAmount(state.price, order.lang) : null,
  }));
}

function contactEmail(order: OrderEntity): string | null {
  const email = order.contact?.email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}
