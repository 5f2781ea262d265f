import { availableParallelism } from 'node:os';
import { Logger } from '@nestjs/common';
import { documentsDir, FileSystemDocumentStorage, policyCheckUrl, type DocumentDataInput } from '@asiguro/documents';
import {
  chisinauInstant,
  coverDays,
  documentSubjectFor,
  findIssuer,
  getProduct,
  moneySchema,
  termsPath,
} from '@asiguro/domain';
import { marketplaceSeller } from '@asiguro/orchestration';
import type { InvoiceEntity, OrderEntity, PolicyEntity } from '@asiguro/persistence';
import { dataDir, type Env } from '@asiguro/platform';
import { factsOf, underwritingOrderOf } from '../issuance/partner-policy-issuer';
import type { DocumentProducer, InvoiceAddon } from '../partners/ports';
import { documentRenderer, loadDocumentKeys, type DocumentRenderer } from './document-renderer';
import { DocumentThreadPool } from './document-thread-pool';

/** Everything the documents of an order show, from the order, its policy, its invoice and its payment time. */
export function documentDataOf(
  order: OrderEntity,
  policy: PolicyEntity,
  invoice: InvoiceEntity,
  paidAt: Date,
  config: Env,
  invoiceAddons: InvoiceAddon[] = [],
): DocumentDataInput {
  const subject = documentSubjectFor(underwritingOrderOf(order), factsOf(order), { locale: order.lang, paidAt });
  const offer = order.chosenOffer;
  const insurer = findIssuer(policy.insurer);
  const payable =
    order.priceMinor !== null && order.priceCurrency
      ? { minor: order.priceMinor, currency: order.priceCurrency }
      : null;
  const price = offer?.price ?? payable!;
  const terms = termsPath(order.insuranceType, order.lang);
  // What the insurer's offer covers, risk by risk, with the limits it stated.
  const limits = Object.entries(offer?.limits ?? {})
    .map(([key, amount]) => ({ key, amount: moneySchema.safeParse(amount) }))
    .filter((limit) => limit.amount.success)
    .map((limit) => ({ key: limit.key, amount: limit.amount.data! }));
  const coverage = subject.coverage || limits.length > 0 ? { ...subject.coverage, limits } : undefined;
  return {
    orderId: order.id,
    orderNumber: order.number,
    product: order.insuranceType,
    language: order.lang,
    insurer: {
      slug: policy.insurer,
      name: insurer?.name ?? policy.insurer,
      ...(insurer?.idno ? { idno: insurer.idno } : {}),
      ...(insurer?.assistancePhone ? { assistancePhone: insurer.assistancePhone } : {}),
    },
    policyNumber: policy.number,
    // The days the insurer states (last day inclusive), in Chișinău; liability keeps its time.
    validity: coverDays(policy),
    liabilityStart: chisinauInstant(policy.liabilityStart),
    ...subject,
    coverage,
    price,
    ...(payable && payable.currency !== price.currency ? { paid: { amount: payable } } : {}),
    // The invoice's lines; orders confirmed before offers carried them show the total alone.
    ...(offer?.charges ? { charges: offer.charges } : {}),
    paidAt: paidAt.toISOString(),
    seller: marketplaceSeller(config),
    terms: {
      name: `${insurer?.name ?? policy.insurer} — ${getProduct(order.insuranceType).name[order.lang]}`,
      version: '2026.1',
      url: `${config.PUBLIC_URL}${terms ?? '/terms-of-services'}`,
    },
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    issuedAt: policy.issuedAt.toISOString(),
    invoice: {
      number: invoice.number,
      eFactura: order.billing?.eFactura ?? false,
      addons: invoiceAddons,
    },
    checkUrl: policyCheckUrl(config.PUBLIC_URL, policy.number),
  };
}

/** DOCUMENT_THREADS, or its default: the cores less one (the event loop keeps one), 1 to 4. */
export function documentThreadCount(config: Env): number {
  return config.DOCUMENT_THREADS ?? Math.min(4, Math.max(1, availableParallelism() - 1));
}

/**
 * Renders, signs (PAdES) and stores every document of the order's product line, plus the wallet
 * passes, on document threads (rendering and signing are CPU work that would otherwise hold up
 * every other job of the process), or on the event loop with DOCUMENT_THREADS=0.
 */
export function signedDocumentProducer(
  config: Env,
): DocumentProducer & { onApplicationBootstrap(): void; onApplicationShutdown(): Promise<void> } {
  const storage = new FileSystemDocumentStorage(documentsDir(dataDir(config)));
  const threads = documentThreadCount(config);
  const pool =
    threads > 0
      ? new DocumentThreadPool(threads, config, () => loadDocumentKeys(config).then(() => undefined))
      : undefined;
  const render: DocumentRenderer = pool ? (input) => pool.render(input) : documentRenderer(config);
  const logger = new Logger('DocumentThreads');
  return {
    produce: (order, policy, invoice, paidAt, invoiceAddons) =>
      render(documentDataOf(order, policy, invoice, paidAt, config, invoiceAddons)),
    read: (storageKey) => storage.get(storageKey),
    // The threads start and warm up as the worker boots, not on the first order: the first
    // customers after a start waited seconds for them (docs/performance.md). Not awaited, so the
    // worker takes jobs meanwhile; an order that comes first waits for its thread.
    onApplicationBootstrap: () => {
      if (!pool) return;
      const started = Date.now();
      pool.start().then(
        () => logger.log(`${threads} document thread(s) warmed up in ${Date.now() - started} ms`),
        (error: unknown) =>
          logger.warn(`document threads did not warm up (the first order tries again): ${(error as Error).message}`),
      );
    },
    // Nest calls this after the running jobs finished (GracefulShutdown waits for them first).
    onApplicationShutdown: async () => pool?.close(),
  };
}
