import { formatMoney } from '@asiguro/domain';
import type { SandboxLanguage, SandboxPayment } from './payment-store';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  header { border-bottom: 1px solid #ccc; margin-bottom: 1rem; }
  .sandbox { background: #fff3cd; padding: .25rem .5rem; font-size: .85rem; }
  label { display: block; margin-top: .75rem; font-weight: 600; }
  input { font-size: 1rem; padding: .4rem; width: 100%; box-sizing: border-box; }
  button { font-size: 1rem; padding: .5rem 1rem; margin: 1rem .5rem 0 0; }
  .error { color: #a40000; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
`;

/** A whole hosted page: plain HTML that works without JavaScript. */
export function renderPage(options: {
  lang: SandboxLanguage;
  title: string;
  provider: string;
  body: string;
  refreshSeconds?: number;
}): string {
  const refresh = options.refreshSeconds ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">` : '';
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p class="sandbox">${escapeHtml(options.provider)} — sandbox</p><h1>${escapeHtml(options.title)}</h1></header>
<main>
${options.body}
</main>
</body>
</html>`;
}

/** The order and amount block every provider page shows. */
export function paymentSummary(payment: SandboxPayment, texts: { order: string; amount: string }): string {
  return `<dl>
<dt>${escapeHtml(texts.order)}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(formatMoney({ minor: payment.amountMinor, currency: payment.currency }))}</dd>
</dl>`;
}

/** Picks the page texts in the payment's language. */
export function textsFor<T>(catalogue: Record<SandboxLanguage, T>, lang: SandboxLanguage): T {
  return catalogue[lang] ?? catalogue.ro;
}
