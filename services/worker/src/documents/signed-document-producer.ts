import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  devCertsDir,
  documentsDir,
  ensureDevSigningCertificate,
  ensureDevWalletKeys,
  FileSystemDocumentStorage,
  generateOrderDocuments,
  loadDocumentSigner,
  policyCheckUrl,
  type DocumentDataInput,
  type DocumentSigner,
  type WalletKeys,
} from '@asiguro/documents';
import { documentSubjectFor, findIssuer, getProduct, termsPath, type Offer } from '@asiguro/domain';
import { marketplaceSeller } from '@asiguro/orchestration';
import type { InvoiceEntity, OrderEntity, PolicyEntity } from '@asiguro/persistence';
import { dataDir, type Env } from '@asiguro/platform';
import { factsOf, underwritingOrderOf } from '../issuance/partner-policy-issuer';
import type { DocumentProducer } from '../partners/ports';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Everything the documents of an order show, from the order, its policy, its invoice and its payment time. */
export function documentDataOf(
  order: OrderEntity,
  policy: PolicyEntity,
  invoice: InvoiceEntity,
  paidAt: Date,
  config: Env,
): DocumentDataInput {
  const subject = documentSubjectFor(underwritingOrderOf(order), factsOf(order), { locale: order.lang, paidAt });
  const offer = order.chosenOffer as Offer | null;
  const insurer = findIssuer(policy.insurer);
  const payable =
    order.priceMinor !== null && order.priceCurrency
      ? { minor: order.priceMinor, currency: order.priceCurrency }
      : null;
  const price = offer?.price ?? payable!;
  const terms = termsPath(order.insuranceType, order.lang);
  return {
    orderId: order.id,
    orderNumber: order.number,
    product: order.insuranceType,
    language: order.lang,
    insurer: {
      slug: policy.insurer,
      name: insurer?.name ?? policy.insurer,
      ...(insurer?.idno ? { idno: insurer.idno } : {}),
    },
    policyNumber: policy.number,
    validity: { from: isoDay(policy.validFrom), to: isoDay(policy.validTo) },
    liabilityStart: policy.liabilityStart.toISOString(),
    ...subject,
    price,
    ...(payable && payable.currency !== price.currency ? { paid: { amount: payable } } : {}),
    paidAt: paidAt.toISOString(),
    seller: marketplaceSeller(config),
    terms: {
      name: `${insurer?.name ?? policy.insurer} — ${getProduct(order.insuranceType).name[order.lang]}`,
      version: '2026.1',
      url: `${config.PUBLIC_URL}${terms ?? '/terms-of-services'}`,
    },
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    issuedAt: policy.issuedAt.toISOString(),
    invoice: { number: invoice.number, eFactura: (order.billing as { eFactura?: boolean } | null)?.eFactura ?? false },
    checkUrl: policyCheckUrl(config.PUBLIC_URL, policy.number),
  };
}

/**
 * Renders, signs (PAdES) and stores every document of the order's product line, plus the wallet
 * passes. The signing certificate is the configured one in production and a generated development
 * CA otherwise; both are loaded once per process.
 */
export function signedDocumentProducer(config: Env): DocumentProducer {
  const root = dataDir(config);
  const storage = new FileSystemDocumentStorage(documentsDir(root));
  let keys: Promise<{ signer: DocumentSigner; walletKeys: WalletKeys }> | undefined;
  const loadKeys = async () => {
    const p12 = config.DOCUMENT_SIGNING_P12
      ? { path: config.DOCUMENT_SIGNING_P12, password: config.DOCUMENT_SIGNING_P12_PASSWORD }
      : await ensureDevSigningCertificate(devCertsDir(root)).then((dev) => ({
          path: dev.p12Path,
          password: dev.password,
        }));
    const signer = loadDocumentSigner({
      p12: await readFile(p12.path),
      password: p12.password,
      contactInfo: config.SUPPORT_EMAIL,
    });
    const walletKeys = await ensureDevWalletKeys(join(devCertsDir(root), 'wallet'));
    return { signer, walletKeys };
  };
  return {
    produce: async (order, policy, invoice, paidAt) => {
      keys ??= loadKeys().catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      const { signer, walletKeys } = await keys;
      return generateOrderDocuments(documentDataOf(order, policy, invoice, paidAt, config), {
        signer,
        storage,
        walletKeys,
      });
    },
    read: (storageKey) => storage.get(storageKey),
  };
}
