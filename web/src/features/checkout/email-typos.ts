/**
 * The mail domains our customers use most (Moldova: international webmail and the Russian
 * services); a typed domain a letter or two away from one of them is most likely a typo.
 */
const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'rambler.ru',
  'ukr.net',
  'protonmail.com',
] as const;

/**
 * Real top-level domains a customer may well mean: `mail.md` is not a typo of `mail.ru`, nor
 * `yahoo.ro` of `yahoo.com`. A domain that differs from a common one in such an ending only is left alone.
 */
const REAL_ENDINGS = new Set([
  ...['md', 'ro', 'ru', 'ua', 'by', 'kz', 'lv', 'lt', 'ee', 'pl', 'bg', 'tr', 'il'],
  ...['de', 'it', 'fr', 'es', 'pt', 'uk', 'us', 'ca', 'eu', 'com', 'net', 'org', 'info'],
]);

/** Edits between two words (insert, delete, replace, swap two neighbours: "gmial" is one from "gmail"). */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const nameOf = (domain: string) => domain.slice(0, domain.lastIndexOf('.'));
const endingOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

/**
 * The address the customer most likely meant when its domain is a common one mistyped
 * (`ion@gmial.con` → `ion@gmail.com`, `ana@yaho.com` → `ana@yahoo.com`, `a@mail.ri` → `a@mail.ru`);
 * undefined when the domain is a common one, is far from all of them, or only ends in another
 * real country or generic ending.
 */
export function suggestEmail(typed: string): string | undefined {
  const address = typed.trim();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if ((COMMON_DOMAINS as readonly string[]).includes(domain)) return undefined;
  let best: { domain: string; distance: number } | undefined;
  for (const common of COMMON_DOMAINS) {
    const distance = editDistance(domain, common);
    // Short domains tolerate one slip, longer ones two.
    const tolerance = common.length >= 8 ? 2 : 1;
    if (distance > tolerance || (best && best.distance <= distance)) continue;
    const sameName = domain.includes('.') && nameOf(domain) === nameOf(common);
    if (sameName && REAL_ENDINGS.has(endingOf(domain))) continue;
    best = { domain: common, distance };
  }
  return best && `${local}@${best.domain}`;
}
