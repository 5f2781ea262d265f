import { fill } from '../../texts/document-texts';
import { partyRows } from '../document-facts';
import { chisinauDate, formatAmount, formatDate, formatDateTime, formatOrderNumber, formatRate } from '../format';
import type { DocumentRenderer } from '../render-context';

/**
 * The marketplace's invoice: seller and buyer; a line for the premium or state price and one for
 * the service fee, in the currency charged, with the rate that converted a price set in another
 * currency; the total (what the payment provider was asked for); and the e-Factura note when the
 * customer asked for one. The number comes from the caller's gapless sequence.
 */
export const renderInvoice: DocumentRenderer = async ({ composer, data, t }) => {
  const i = t.invoice;
  const seller = data.seller;
  const amount = (value: Parameters<typeof formatAmount>[0]) => formatAmount(value, data.language);
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
  const charges = data.charges;
  const premium = charges?.premium ?? data.price;
  const lines: string[][] = [
    [
      fill(i.line, { product: t.products[data.product], number: data.policyNumber, insurer: data.insurer.name }),
      '1',
      amount(premium),
      amount(premium),
    ],
  ];
  if (charges?.serviceFee) {
    lines.push([
      fill(i.feeLine, { product: t.products[data.product], number: data.policyNumber }),
      '1',
      amount(charges.serviceFee),
      amount(charges.serviceFee),
    ]);
  }
  // An order with add-ons is paid once: each add-on issued has its lines on the same invoice.
  for (const addon of data.invoice.addons) {
    lines.push([
      fill(i.line, { product: t.products[addon.product], number: addon.number, insurer: addon.insurer }),
      '1',
      amount(addon.charges.premium),
      amount(addon.charges.premium),
    ]);
    if (addon.charges.serviceFee) {
      lines.push([
        fill(i.feeLine, { product: t.products[addon.product], number: addon.number }),
        '1',
        amount(addon.charges.serviceFee),
        amount(addon.charges.serviceFee),
      ]);
    }
  }
  composer.table(
    [
      { header: i.description, width: 0.55 },
      { header: i.quantity, width: 0.09, align: 'right' },
      { header: i.unitPrice, width: 0.18, align: 'right' },
      { header: i.lineAmount, width: 0.18, align: 'right' },
    ],
    lines,
  );
  const main = charges?.total ?? data.price;
  const total = data.invoice.addons.reduce((sum, addon) => sum + addon.charges.total.minor, main.minor);
  composer.total(i.total, amount({ minor: total, currency: main.currency }));
  for (const conversion of [charges?.conversion, ...data.invoice.addons.map((addon) => addon.charges.conversion)]) {
    if (!conversion) continue;
    composer.paragraph(
      fill(i.rateNote, {
        amount: amount(conversion.from),
        currency: conversion.from.currency,
        date: formatDate(conversion.date),
        rate: formatRate(conversion.rate, data.language),
      }),
      { size: 8.5 },
    );
  }
  composer.paragraph(i.vatNote, { size: 8.5 });
  if (data.paidAt) {
    composer.paragraph(
      fill(i.paidNote, { date: formatDateTime(data.paidAt), order: formatOrderNumber(data.orderNumber) }),
      {
        size: 8.5,
      },
    );
  }
  if (data.invoice.eFactura) composer.paragraph(i.eFactura, { bold: true });
};
