/**
 * Keys whose values are personal data, masked before an exchange is stored or shown: any name,
 * personal or company code (IDNP, IDNO, the owner's code of a registry look-up), birthday,
 * contact, identity document, address, account or card. Matched on the end of the key, so
 * `driverFullName`, `contractorBirthday` or `payerIban` are caught as well.
 */
const PERSONAL_KEYS =
  /(^|[a-z])(name|idnp|idno|idnx|ownercode|personalcode|taxcode|code|cnp|birthday|birthdate|phone|email|passport|passportnumber|identityseries|licensenumber|address|iban|cardnumber|pan|cvv|cvc)$/i;
/** Names that are not a person's: kept readable for support. */
const NOT_PERSONAL =
  /^(insurername|partnername|productname|providername|filename|jobname|queuename|classname|typename|code|statuscode|errorcode|reasoncode|numcode|charcode|currencycode|countrycode)$/i;

function maskValue(value: unknown): unknown {
  if (typeof value !== 'string') return value === null || value === undefined ? value : '***';
  if (value.length <= 4) return '***';
  return `${value.slice(0, 2)}***${value.slice(-2)}`;
}

/**
 * A copy of `value` with personal data masked (keeps two characters at each end, so support
 * staff can still tell two values apart). Used on every partner exchange before it is stored.
 */
export function maskPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) =>
        PERSONAL_KEYS.test(key) && !NOT_PERSONAL.test(key)
          ? [key, maskValue(inner)]
          : [key, maskPersonalData(inner, depth + 1)],
      ),
    );
  }
  return value;
}

/** The longest text answer kept in an exchange; the rest says nothing support needs. */
export const MAX_TEXT_BODY = 500;

// Personal values in text a partner may answer instead of JSON (an HTML error page, XML, a
// JSON body cut short): keyed forms are matched by the key, like JSON; bare values by shape.
const KEY = String.raw`[A-Za-z_][\w-]*`;
const KEYED_FORMS: RegExp[] = [
  // "fullName": "Ion Popescu" and "idnp": 2002000000017, also cut short before the closing quote
  new RegExp(String.raw`("(${KEY})"\s*:\s*)("(?:[^"\\]|\\.)*"?|-?\d[\d.]*)`, 'g'),
  // <FullName>Ion Popescu</FullName>, <email type="work">…</email>
  new RegExp(String.raw`(<(${KEY})(?:\s[^>]*)?>)([^<]+)`, 'g'),
  // name="Ion Popescu" (XML and HTML attributes) and name='…'
  new RegExp(String.raw`(\b(${KEY})\s*=\s*)("[^"]*"|'[^']*')`, 'g'),
  // idnp=2002000000017 in a query string or form body
  new RegExp(String.raw`([?&](${KEY})=)([^&\s"'<>]+)`, 'g'),
];
const BARE_VALUES: RegExp[] = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /\bMD\d{2}[A-Z0-9]{20}\b/g, // Moldovan IBANs
  /(?<![\w+])\d{13}(?!\d)/g, // IDNP and IDNO: thirteen digits
  /(?<!\d)(?:\d[ -]?){15}\d(?!\d)/g, // card numbers
  /(?:\+|\b00)373[\s-]?\d{2}[\s-]?\d{3}[\s-]?\d{3}\b|\b0[2-9]\d{7}\b/g, // Moldovan phone numbers
];

function personalKey(key: string): boolean {
  return PERSONAL_KEYS.test(key) && !NOT_PERSONAL.test(key);
}

/** Masks a value written in text, keeping its quotes. */
function maskWritten(value: string): string {
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
  const closed = quote !== '' && value.length > 1 && value.endsWith(quote);
  const inner = value.slice(quote.length, closed ? -1 : undefined);
  return `${quote}${String(maskValue(inner))}${closed ? quote : ''}`;
}

/**
 * A text answer (not JSON) made safe to store: values under personal keys are masked as
 * maskPersonalData masks them, e-mail addresses, IDNP/IDNO, IBANs, card and phone numbers
 * anywhere, and the text is cut to MAX_TEXT_BODY characters — after masking, so a cut never
 * leaves half a value unrecognisable and unmasked. Free prose (a name in a sentence) cannot be
 * recognised; partners answer data, not prose.
 */
export function maskPersonalText(text: string): string {
  let masked = text;
  for (const form of KEYED_FORMS) {
    masked = masked.replace(form, (whole, prefix: string, key: string, value: string) =>
      personalKey(key) ? `${prefix}${maskWritten(value)}` : whole,
    );
  }
  for (const shape of BARE_VALUES) masked = masked.replace(shape, (value) => String(maskValue(value)));
  return masked.length > MAX_TEXT_BODY ? `${masked.slice(0, MAX_TEXT_BODY)}…` : masked;
}
