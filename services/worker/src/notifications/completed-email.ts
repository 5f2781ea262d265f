import type { Locale } from '@asiguro/i18n';
import { counted, EMAIL_TEXTS, type AddonFact, type PolicyFacts } from './email-texts';

/** The wallets' links of an order, when its product comes with passes. */
export interface WalletLinks {
  /** The .pkpass download with the order link's token (Safari hands it to Apple Wallet). */
  apple?: string;
  /** https://pay.google.com/gp/v/save/<signed JWT>. */
  google?: string;
}

export interface CompletedEmailInput {
  lang: Locale;
  orderNumber: string;
  /** The order page with its link token. */
  orderLink: string;
  policy: PolicyFacts;
  attachedCount: number;
  wallet: WalletLinks;
  /** The order's add-ons, after its main item (none for a single-item order). */
  addons?: AddonFact[];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function factLines(lang: Locale, policy: PolicyFacts): Array<[string, string]> {
  const labels = EMAIL_TEXTS[lang].completed.labels;
  return [
    [labels.number, policy.number],
    [labels.issuer, policy.issuer],
    [labels.valid, `${policy.from} – ${policy.to}`],
    ...(policy.liabilityStart ? ([[labels.liabilityStart, policy.liabilityStart]] as Array<[string, string]>) : []),
    [labels.paid, policy.paid],
  ];
}

/**
 * The documents e-mail: the PDFs go as attachments; the wallet passes are buttons in the HTML part
 * (a .pkpass or a save link is something to tap, not a file to keep), and the plain-text part, for
 * clients without HTML, says the same with the order page's link.
 */
export function completedEmail(input: CompletedEmailInput): { subject: string; text: string; html: string } {
  const words = EMAIL_TEXTS[input.lang].completed;
  const facts = factLines(input.lang, input.policy);
  const issued = (input.policy.vignette ? words.issuedVignette : words.issued)(input.orderNumber);
  const attached = input.attachedCount > 0 ? counted(input.lang, words.attached, input.attachedCount) : '';
  const hasWallet = Boolean(input.wallet.apple || input.wallet.google);
  const addonLines = (input.addons ?? []).map((addon) =>
    addon.refunded
      ? words.addonRefunded(addon.name, addon.refunded)
      : words.addonIssued(addon.name, addon.number ?? ''),
  );

  const text =
    `${words.greeting}\n\n${issued}\n\n` +
    facts.map(([label, value]) => `${label}: ${value}\n`).join('') +
    (addonLines.length ? `\n${words.addonsTitle}\n${addonLines.map((line) => `- ${line}\n`).join('')}` : '') +
    '\n' +
    (attached ? `${attached}\n\n` : '') +
    `${words.follow} ${input.orderLink}\n` +
    (hasWallet ? `\n${words.walletOnOrderPage}\n` : '') +
    `\n${words.signature.join('\n')}`;

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:8px;` +
    `background:#000000;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
  const html =
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject(input.orderNumber))}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">` +
    `<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(issued)}</p>` +
    `<table role="presentation" style="border-collapse:collapse">` +
    facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#555555">${escapeHtml(label)}</td>` +
          `<td style="padding:2px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    `</table>` +
    (addonLines.length
      ? `<p>${escapeHtml(words.addonsTitle)}</p><ul>${addonLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '') +
    (attached ? `<p>${escapeHtml(attached)}</p>` : '') +
    (hasWallet
      ? `<p>${escapeHtml(words.walletIntro)}</p><p>` +
        (input.wallet.apple ? button(input.wallet.apple, words.addToAppleWallet) : '') +
        (input.wallet.google ? button(input.wallet.google, words.addToGoogleWallet) : '') +
        `</p>`
      : '') +
    `<p>${escapeHtml(words.follow)} <a href="${escapeHtml(input.orderLink)}">${escapeHtml(input.orderLink)}</a></p>` +
    `<p>${words.signature.map(escapeHtml).join('<br>')}</p></body></html>`;

  return { subject: words.subject(input.orderNumber), text, html };
}
