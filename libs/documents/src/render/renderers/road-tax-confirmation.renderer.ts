import {
  detailsHeading,
  drawIntermediary,
  drawSections,
  issuedByLine,
  objectSections,
  partyRows,
  policyRows,
  priceRows,
} from '../document-facts';
import { formatDateTime } from '../format';
import type { DocumentRenderer } from '../render-context';

/** The `documents` kind: confirmation that the road tax of a vehicle is paid. */
export const renderRoadTaxConfirmation: DocumentRenderer = async ({ composer, data, t }) => {
  composer.title(
    t.titles.documents,
    `${t.labels.certificateNumber}: ${data.policyNumber} · ${t.labels.issueDate}: ${formatDateTime(data.issuedAt)}`,
  );
  composer.paragraph(t.roadTax.intro);
  composer.paragraph(issuedByLine(data, t), { size: 8.5 });
  composer.heading(detailsHeading(data, t));
  composer.facts(policyRows(data, t));
  drawSections(composer, objectSections(data, t));
  composer.heading(t.sections.payer);
  composer.facts(partyRows(data.payer, t));
  composer.heading(t.sections.price);
  composer.facts(priceRows(data, t));
  drawIntermediary(composer, data, t);
  composer.paragraph(t.roadTax.paidInFull, { bold: true });
};
