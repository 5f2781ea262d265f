import { idnxKind, normalizePlate } from '@asiguro/domain';

/**
 * What a console search term looks like, for the audit log: the kind only, never the value
 * (staff searching customers' personal data is recorded, what they searched for is not).
 * Order and policy numbers are not personal data; everything else is.
 */
export type SearchTermKind = 'number' | 'email' | 'phone' | 'idnp' | 'idno' | 'plate' | 'name' | 'text';

/**
 * The lookups a term needs, each one an equality the database answers from an index (see the
 * console-search migration), so no term can make the search scan every order.
 */
export interface SearchPlan {
  kind: SearchTermKind;
  /** Order or policy number: trimmed, upper case. */
  number: string;
  /** E-mail, lower case (the contact e-mail index is on lower()). */
  email: string | null;
  /** The phone's last eight digits (a Moldovan subscriber number, whatever prefix was typed). */
  phoneTail: string | null;
  /** Values an item detail, the billing data or a registry fact may equal exactly (IDNP, IDNO, certificate, VIN…), as typed and in upper case. */
  values: string[];
  /** A plate as stored and indexed: upper case, without spaces, dots or dashes. */
  plate: string | null;
  /** A name (letters only, at least one word of two letters): every word must be among the order's names. */
  name: string | null;
}

const ORDER_OR_POLICY_NUMBER = /^[A-Z]{3}\d{6}[A-Z]{3}$/;
const PHONE = /^\+?[\d\s().-]+$/;
const PLATE = /^(?=.*\p{L})(?=.*\d)[\p{L}\d]{4,12}$/u;
/** Words of letters, with the spaces, hyphens, dots and apostrophes names carry. */
const NAME = /^(?=.*\p{L}{2})\p{L}+(?:[\s'’.-]+\p{L}+)*$/u;

/** The kind of a term and the indexed lookups that find it. */
export function searchPlan(q: string): SearchPlan {
  const text = q.trim();
  const upper = text.toUpperCase();
  const digits = text.replace(/\D/g, '');
  const email = text.includes('@') ? text.toLowerCase() : null;
  // 8–12 digits: a Moldovan number with or without 0, 373 or +373 (13 digits is an IDNP or IDNO).
  const phoneTail = PHONE.test(text) && digits.length >= 8 && digits.length <= 12 ? digits.slice(-8) : null;
  const plate = PLATE.test(normalizePlate(text)) ? normalizePlate(text) : null;
  const idnx = /^\d{13}$/.test(text) ? idnxKind(text) : null;
  const name = NAME.test(text) ? text : null;
  const kind: SearchTermKind = ORDER_OR_POLICY_NUMBER.test(upper)
    ? 'number'
    : email
      ? 'email'
      : idnx === 'idnp' || idnx === 'idno'
        ? idnx
        : phoneTail
          ? 'phone'
          : plate
            ? 'plate'
            : name
              ? 'name'
              : 'text';
  return {
    kind,
    number: upper,
    email,
    phoneTail,
    // Identifiers carry digits; a word alone ("rca") would match every order's items.
    values: email || !/\d/.test(text) || text.length < 5 ? [] : [...new Set([text, upper])],
    plate: kind === 'number' ? null : plate,
    name: kind === 'number' ? null : name,
  };
}

/**
 * The ids of the orders a plan finds: one indexed lookup each, joined by union (an `or` over them
 * would make the planner scan the orders). Plates, values and names are looked up among the
 * order's search terms (the order-search-terms migration): what the customer typed and the
 * registries' facts the order was priced from (an RCA order holds only the certificate; its
 * plate, VIN and owner come from RCA Data). Parameters are numbered from $1.
 */
export function searchHitsQuery(plan: SearchPlan): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const number = param(plan.number);
  const lookups = [
    `select id from orders where number = ${number}`,
    `select order_id as id from policies where number = ${number}`,
  ];
  if (plan.email) lookups.push(`select id from orders where lower(contact->>'email') = ${param(plan.email)}`);
  if (plan.phoneTail) {
    // The expression of the orders_contact_phone_tail index, to the letter.
    lookups.push(
      `select id from orders where right(regexp_replace(contact->>'phone', '\\D', '', 'g'), 8) = ${param(plan.phoneTail)}`,
    );
  }
  if (plan.values.length > 0) {
    lookups.push(`select order_id as id from order_search_terms where strings && ${param(plan.values)}::text[]`);
  }
  if (plan.plate) {
    lookups.push(`select order_id as id from order_search_terms where plates @> array[${param(plan.plate)}]`);
  }
  if (plan.name) {
    // name_words normalises the term as it normalised the stored names (case, Romanian marks).
    lookups.push(`select order_id as id from order_search_terms where name_words @> name_words(${param(plan.name)})`);
  }
  return { sql: lookups.join(' union '), params };
}

/** True when the search may reveal personal data and so goes into the staff audit log. */
export function isPersonalSearch(kind: SearchTermKind): boolean {
  return kind !== 'number';
}
