import { partyName } from '../../document-data/document-data.schema';
import { fill } from '../../texts/document-texts';
import {
  detailsHeading,
  drawCover,
  drawIntermediary,
  drawSections,
  objectSections,
  partyRows,
  policyRows,
  priceRows,
} from '../document-facts';
import { formatDateTime, formatOrderNumber } from '../format';
import type { DocumentRenderer } from '../render-context';

/** The signed application: who asks for which cover, the facts declared, and the consents. */
export const renderDemand: DocumentRenderer = async ({ composer, data, t }) => {
  composer.title(
    t.titles.demand,
    `${t.labels.orderReference}: ${formatOrderNumber(data.orderNumber)} · ${t.labels.issueDate}: ${formatDateTime(data.issuedAt)}`,
  );
  composer.paragraph(
    fill(t.demand.intro, {
      payer: partyName(data.payer),
      product: t.products[data.product],
      insurer: data.insurer.name,
    }),
  );
  composer.heading(t.sections.payer);
  composer.facts(partyRows(data.payer, t));
  composer.heading(detailsHeading(data, t));
  composer.facts(policyRows(data, t));
  drawSections(composer, objectSections(data, t));
  drawCover(composer, data, t);
  composer.heading(t.sections.price);
  composer.facts(priceRows(data, t));
  drawIntermediary(composer, data, t);
  composer.heading(t.sections.declarations);
  composer.numbered(t.demand.declarations);
  composer.paragraph(fill(t.demand.consent, { order: formatOrderNumber(data.orderNumber) }), { bold: true });
};
