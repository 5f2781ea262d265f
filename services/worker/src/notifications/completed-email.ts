import { emailText, type Locale } from '@asiguro/i18n';
import type { AddonFact, PolicyFacts } from './email-facts';

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
  const label = (name: 'number' | 'issuer' | 'valid' | 'liabilityStart' | 'paid') =>
    emailText(lang, `completed.labels.${name}`);
  return [
    [label('number'), policy.number],
    [label('issuer'), policy.issuer],
    [label('valid'), `${policy.from} – ${policy.to}`],
    ...(policy.liabilityStart ? ([[label('liabilityStart'), policy.liabilityStart]] as Array<[string, string]>) : []),
    [label('paid'), policy.paid],
  ];
}

/**
 * The documents e-mail: the PDFs go as attachments; the wallet passes are buttons in the HTML part
 * (a .pkpass or a save link is something to tap, not a file to keep), and the plain-text part, for
 * clients without HTML, says the same with the order page's link.
 */
export function completedEmail(input: CompletedEmailInput): { subject: string; text: string; html: string } {
  const word = (key: Parameters<typeof emailText>[1], params?: Record<string, string | number>) =>
    emailText(input.lang, key, params);
  const facts = factLines(input.lang, input.policy);
  const subject = word('completed.subject', { number: input.orderNumber });
  const issued = word(input.policy.vignette ? 'completed.issuedVignette' : 'completed.issued', {
    number: input.orderNumber,
  });
  const attached = input.attachedCount > 0 ? word('completed.attached', { count: input.attachedCount }) : '';
  const hasWallet = Boolean(input.wallet.apple || input.wallet.google);
  const addonLines = (input.addons ?? []).map((addon) =>
    addon.refunded
      ? word('completed.addonRefunded', { name: addon.name, amount: addon.refunded })
      : word('completed.addonIssued', { name: addon.name, number: addon.number ?? '' }),
  );
  const signature = word('completed.signature');

  const text =
    `${word('completed.greeting')}\n\n${issued}\n\n` +
    facts.map(([label, value]) => `${label}: ${value}\n`).join('') +
    (addonLines.length
      ? `\n${word('completed.addonsTitle')}\n${addonLines.map((line) => `- ${line}\n`).join('')}`
      : '') +
    '\n' +
    (attached ? `${attached}\n\n` : '') +
    `${word('completed.follow')} ${input.orderLink}\n` +
    (hasWallet ? `\n${word('completed.walletOnOrderPage')}\n` : '') +
    `\n${signature}`;

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:8px;` +
    `background:#000000;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
  const html =
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">` +
    `<p>${escapeHtml(word('completed.greeting'))}</p><p>${escapeHtml(issued)}</p>` +
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
      ? `<p>${escapeHtml(word('completed.addonsTitle'))}</p><ul>${addonLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '') +
    (attached ? `<p>${escapeHtml(attached)}</p>` : '') +
    (hasWallet
      ? `<p>${escapeHtml(word('completed.walletIntro'))}</p><p>` +
        (input.wallet.apple ? button(input.wallet.apple, word('completed.addToAppleWallet')) : '') +
        (input.wallet.google ? button(input.wallet.google, word('completed.addToGoogleWallet')) : '') +
        `</p>`
      : '') +
    `<p>${escapeHtml(word('completed.follow'))} <a href="${escapeHtml(input.orderLink)}">${escapeHtml(input.orderLink)}</a></p>` +
    `<p>${signature.split('\n').map(escapeHtml).join('<br>')}</p></body></html>`;

  return { subject, text, html };
}
