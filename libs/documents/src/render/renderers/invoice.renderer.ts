import { fill } from '../../texts/document-texts';
import { partyRows, priceRows } from '../document-facts';
import { chisinauDate, formatAmount, formatDate, formatDateTime } from '../format';
import type { DocumentRenderer } from '../render-context';

/**
 * The marketplace's invoice: seller and buyer, one line for the policy, the total, and the
 * e-Factura note when the customer asked for one. The number comes from the caller's gapless
 * sequence.
 */
export const renderInvoice: DocumentRenderer = async ({ composer, data, t }) => {
  const i = t.invoice;
  const seller = data.seller;
  const price = formatAmount(data.price, data.language);
  composer.title(
    t.titles.invoice,
    `${i.invoiceNumber} ${data.invoice.number} · ${i.invoiceDate}: ${formatDate(chisinauDate(data.issuedAt))}`,
  );
  composer.sideBySide(
    {
      title: i.seller,
      rows: [
        [t.labels.name, seller.name],
        [t.labels.idno, seller.idno],
        ...(seller.vatCode ? [[t.labels.vatCode, seller.vatCode] as const] : []),
        [t.labels.address, seller.address],
        [i.iban, seller.iban],
        [i.bank, seller.bank],
        [i.bic, seller.bic],
        ...(seller.licence ? [[t.labels.licence, seller.licence] as const] : []),
      ],
    },
    { title: i.buyer, rows: partyRows(data.payer, t) },
  );
  composer.table(
    [
      { header: i.description, width: 0.55 },
      { header: i.quantity, width: 0.09, align: 'right' },
      { header: i.unitPrice, width: 0.18, align: 'right' },
      { header: i.lineAmount, width: 0.18, align: 'right' },
    ],
    [
      [
        fill(i.line, { product: t.products[data.product], number: data.policyNumber, insurer: data.insurer.name }),
        '1',
        price,
        price,
      ],
    ],
  );
  composer.total(i.total, price);
  composer.facts(priceRows(data, t).slice(1));
  composer.paragraph(i.vatNote, { size: 8.5 });
  if (data.paidAt) {
    composer.paragraph(fill(i.paidNote, { date: formatDateTime(data.paidAt), order: data.orderNumber }), { size: 8.5 });
  }
  if (data.invoice.eFactura) composer.paragraph(i.eFactura, { bold: true });
};
