import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { findIssuer, type Actor } from '@asiguro/domain';
import {
  ignoreRefusal,
  InvoiceNumbering,
  itemOrderOf,
  OrderService,
  PaymentRecorder,
  type JobPayload,
} from '@asiguro/orchestration';
import {
  AddonItemRepository,
  DocumentRepository,
  PolicyRepository,
  type AddonItemEntity,
  type PolicyEntity,
} from '@asiguro/persistence';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { isRetryable } from '../jobs/failures';
import { DOCUMENT_PRODUCER, type DocumentProducer } from '../partners/ports';

const SYSTEM: Actor = { kind: 'system', id: 'documents' };

/** An issued add-on as the document producer reads a policy: its issuer, number and validity. */
function addonPolicyOf(addon: AddonItemEntity, main: PolicyEntity): PolicyEntity {
  return {
    ...main,
    insurer: addon.issuer!,
    number: addon.number!,
    validFrom: addon.validFrom!,
    validTo: addon.validTo!,
    liabilityStart: addon.liabilityStart!,
    issuedBy: 'partner',
    issuedAt: addon.issuedAt ?? main.issuedAt,
  };
}

/**
 * generate-documents: issued → (render, sign, store every document of the product) → completed.
 * Regenerating is idempotent: one document row per order and kind, replaced in place.
 */
@Injectable()
export class GenerateDocumentsHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly invoices: InvoiceNumbering,
    private readonly payments: PaymentRecorder,
    @Inject(DOCUMENT_PRODUCER) private readonly producer: DocumentProducer,
    private readonly policies: PolicyRepository,
    private readonly addonItems: AddonItemRepository,
    private readonly documents: DocumentRepository,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('generate-documents', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId, repeat }: JobPayload<'generate-documents'>, attempt: AttemptInfo): Promise<string> {
    const order = await this.orders.get(orderId);
    // Staff may regenerate the documents of a completed order: same rows, no transition.
    const regenerating = repeat !== undefined && order.status === 'completed';
    if (order.status !== 'issued' && !regenerating) return `nothing to do in ${order.status}`;
    try {
      const policy = await this.policies.getByOrder(orderId);
      const invoice = await this.invoices.assign(orderId);
      const paidAt = await this.payments.paidAt(order);
      if (!paidAt) throw new UnrecoverableError(`order ${orderId} has documents to make but no applied payment`);
      // Each add-on issued brings its own documents (the vignette certificate, the road-tax
      // confirmation …); the order's one invoice is the main item's, with a line for each of them.
      const rows = await this.addonItems.listForOrder(orderId);
      const addons = rows.filter((entry) => entry.number !== null);
      // A courier delivery booked is paid for too: its line names the courier's reference (it makes no document).
      const deliveries = rows.filter(
        (entry) => entry.deliveryReference !== null && entry.deliveryStatus !== 'canceled',
      );
      const invoiceAddons = [...addons, ...deliveries]
        .sort((a, b) => a.item - b.item)
        .map((addon) => ({
          product: addon.product,
          number: addon.number ?? addon.deliveryReference!,
          insurer: findIssuer(addon.issuer!)?.name ?? addon.issuer!,
          charges: itemOrderOf(order, addon.item).chosenOffer!.charges,
        }));
      const produced = (await this.producer.produce(itemOrderOf(order, 0), policy, invoice, paidAt, invoiceAddons)).map(
        (document) => ({ ...document, item: 0 }),
      );
      for (const addon of addons) {
        const certificate = addonPolicyOf(addon, policy);
        const documents = await this.producer.produce(itemOrderOf(order, addon.item), certificate, invoice, paidAt);
        produced.push(
          ...documents
            .filter((document) => document.kind !== 'invoice')
            .map((document) => ({ ...document, item: addon.item })),
        );
      }
      // The rows first, then the transition, each one statement and no transaction (three round
      // trips fewer than on the locked row): a completed order always has its documents, and a
      // crash between the two leaves an issued order whose job runs again and replaces the rows.
      await this.documents.upsertAll(orderId, produced);
      if (regenerating) return `${produced.length} documents`;
      await this.orders
        .applyFrom(
          order,
          { type: 'DOCUMENTS_READY', actor: SYSTEM },
          { payload: { documents: produced.map((d) => d.kind) } },
        )
        .catch(ignoreRefusal);
      return `${produced.length} documents`;
    } catch (error) {
      const message = (error as Error).message;
      if (!attempt.isLast && isRetryable(error)) {
        await this.orders.noteError(orderId, message);
        throw error;
      }
      if (regenerating) throw new UnrecoverableError(`regeneration failed: ${message}`);
      await this.orders
        .apply(orderId, { type: 'DOCUMENTS_FAILED', actor: SYSTEM, reason: message.slice(0, 500) })
        .catch(ignoreRefusal);
      throw new UnrecoverableError(`documents failed: ${message}`);
    }
  }
}
