import {
  detailsHeading,
  drawCover,
  drawIntermediary,
  drawSections,
  isCertificate,
  issuedByLine,
  numberLabel,
  objectSections,
  partyRows,
  policyRows,
  priceRows,
} from '../document-facts';
import { formatDateTime } from '../format';
import type { DocumentRenderer } from '../render-context';

/**
 * The policy, or the certificate of a vignette: issued by the insurer (or the state system), the
 * facts, what is covered and up to what, the price as paid, the payer, the intermediary, and a
 * QR code to the public check.
 */
export const renderPolicy: DocumentRenderer = async ({ composer, data, t }) => {
  const certificate = isCertificate(data);
  const qr = composer.qrCode(data.checkUrl);
  composer.title(
    certificate ? t.titles.certificate : t.titles.policy,
    `${numberLabel(data, t)}: ${data.policyNumber} · ${t.labels.issueDate}: ${formatDateTime(data.issuedAt)}`,
    { image: qr, caption: t.policy.checkCaption },
  );
  composer.paragraph(issuedByLine(data, t), { size: 8.5 });
  composer.heading(detailsHeading(data, t));
  composer.facts(policyRows(data, t));
  drawSections(composer, objectSections(data, t));
  drawCover(composer, data, t);
  composer.heading(t.sections.price);
  composer.facts(priceRows(data, t));
  composer.heading(t.sections.payer);
  composer.facts(partyRows(data.payer, t, { contacts: false }));
  drawIntermediary(composer, data, t);
  if (!certificate) composer.paragraph(t.policy.validNote, { size: 8.5 });
};
