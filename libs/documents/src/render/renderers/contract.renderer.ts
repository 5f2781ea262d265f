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
  termsLine,
} from '../document-facts';
import { formatDateTime } from '../format';
import type { DocumentRenderer } from '../render-context';

/** The insurance contract: parties, object, premium, main clauses and the terms it incorporates. */
export const renderContract: DocumentRenderer = async ({ composer, data, t }) => {
  composer.title(
    t.titles.contract,
    `${t.labels.number} ${data.policyNumber} · ${t.labels.issueDate}: ${formatDateTime(data.issuedAt)}`,
  );
  composer.paragraph(
    fill(t.contract.intro, { insurer: data.insurer.name, payer: partyName(data.payer), seller: data.seller.name }),
  );
  composer.heading(t.sections.parties);
  composer.sideBySide(
    {
      title: t.contract.insurerSide,
      rows: [
        [t.labels.insurer, data.insurer.name],
        ...(data.insurer.idno ? [[t.labels.idno, data.insurer.idno] as const] : []),
        ...(data.insurer.assistancePhone ? [[t.labels.assistancePhone, data.insurer.assistancePhone] as const] : []),
      ],
    },
    { title: t.contract.payerSide, rows: partyRows(data.payer, t) },
  );
  composer.heading(detailsHeading(data, t));
  composer.facts(policyRows(data, t));
  drawSections(composer, objectSections(data, t));
  drawCover(composer, data, t);
  composer.heading(t.sections.price);
  composer.facts(priceRows(data, t));
  drawIntermediary(composer, data, t);
  composer.heading(t.sections.clauses);
  composer.numbered(t.contract.clauses);
  composer.paragraph(termsLine(data, t), { bold: true });
  composer.heading(t.sections.signatures);
  const signedAt = formatDateTime(data.paidAt ?? data.issuedAt);
  composer.sideBySide(
    { title: t.contract.insurerSide, rows: [[data.insurer.name, `${t.contract.signedElectronically}, ${signedAt}`]] },
    { title: t.contract.payerSide, rows: [[partyName(data.payer), `${t.contract.signedElectronically}, ${signedAt}`]] },
  );
};
