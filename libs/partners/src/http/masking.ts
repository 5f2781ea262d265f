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
