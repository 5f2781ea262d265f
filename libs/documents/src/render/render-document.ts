import { createHash } from 'node:crypto';
import type { PdfDocumentKind } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import type { DocumentData } from '../document-data/document-data.schema';
import { documentTextsFor } from '../texts/bilingual-texts';
import { documentTexts, fill, type DocumentTexts } from '../texts/document-texts';
import { isCertificate, termsLine } from './document-facts';
import { PdfComposer } from './pdf-composer';
import type { DocumentRenderer } from './render-context';
import { renderAmicableSettlement } from './renderers/amicable-settlement.renderer';
import { renderContract } from './renderers/contract.renderer';
import { renderDemand } from './renderers/demand.renderer';
import { renderInvoice } from './renderers/invoice.renderer';
import { renderPolicy } from './renderers/policy.renderer';
import { renderRoadTaxConfirmation } from './renderers/road-tax-confirmation.renderer';

/** One renderer per PDF kind. */
export const PDF_RENDERERS: Record<PdfDocumentKind, DocumentRenderer> = {
  demand: renderDemand,
  contract: renderContract,
  policy: renderPolicy,
  documents: renderRoadTaxConfirmation,
  amicable_settlement: renderAmicableSettlement,
  invoice: renderInvoice,
};

const PDF_LANGUAGE: Record<Locale, string> = { ro: 'ro-MD', ru: 'ru-MD', en: 'en' };

/**
 * The marketplace's own document (the invoice for its service); every other kind is the issuer's:
 * the insurer's policy, or the state system's vignette or road-tax confirmation.
 */
const MARKETPLACE_KINDS: readonly PdfDocumentKind[] = ['invoice'];

/** The title a document carries, in its language (vignettes have a certificate, not a policy). */
export function documentTitle(
  kind: PdfDocumentKind,
  data: DocumentData,
  t: DocumentTexts = documentTexts(data.language),
): string {
  return kind === 'policy' && isCertificate(data) ? t.titles.certificate : t.titles[kind];
}

/**
 * Renders one PDF kind, unsigned. The output is a pure function of `kind` and `data`: dates and
 * the document ID come from the input, so equal input gives equal bytes (and SHA-256) before
 * signing.
 */
export async function renderDocument(kind: PdfDocumentKind, data: DocumentData): Promise<Uint8Array> {
  const t = documentTextsFor(data.language);
  // The insurer's documents are headed by the insurer (the state system for a vignette), with the
  // marketplace as intermediary; the invoice and the road-tax confirmation are the marketplace's.
  const ownDocument = MARKETPLACE_KINDS.includes(kind);
  const composer = await PdfComposer.create({
    brand: ownDocument ? data.seller.name : data.insurer.name,
    // Short: the header line holds the issuer's name at the left.
    partner: ownDocument ? data.insurer.name : `${t.labels.intermediaryShort}: ${data.seller.name}`,
    footer: [
      fill(t.footer.signed, {
        issuer: ownDocument ? data.seller.name : data.insurer.name,
        seller: data.seller.name,
        url: data.checkUrl,
      }),
      termsLine(data, t),
      fill(t.footer.support, { phone: data.support.phone, email: data.support.email }),
    ],
    pageLabel: (page, pages) => fill(t.footer.page, { page, pages }),
  });
  await PDF_RENDERERS[kind]({ composer, data, t });
  composer.finish();

  const issuedAt = new Date(data.issuedAt);
  const number = kind === 'invoice' ? data.invoice.number : data.policyNumber;
  // Metadata in the customer's language alone (a window title has no room for two).
  const own = documentTexts(data.language);
  return composer.save({
    title: `${documentTitle(kind, data, own)} ${number}`,
    subject: own.products[data.product],
    author: ownDocument ? data.seller.name : data.insurer.name,
    creator: 'Asiguro documents',
    producer: '@asiguro/documents',
    language: PDF_LANGUAGE[data.language],
    created: issuedAt,
    modified: issuedAt,
    // The document's permanent identifier: which document of which order, not its whole input, so
    // a fact another document shows (say, the invoice number) leaves this one byte-identical.
    id: createHash('sha256')
      .update(JSON.stringify([kind, data.orderId, number]))
      .digest('hex')
      .slice(0, 32),
  });
}
