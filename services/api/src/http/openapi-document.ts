import type { OpenAPIObject } from '@nestjs/swagger';
import { CATALOGUE, ERROR_CATALOGUE, type ProductDefinition } from '@asiguro/domain';
import { openApiSchema } from '../common/zod-contract';
import { CSRF_HEADER } from '../security/csrf.middleware';
import { IDEMPOTENCY_KEY_PATTERN, SIGNED_CALLBACKS } from '../security/idempotency.interceptor';
import { COOKIE_NAMES } from '../session/cookies';

/*
 * What the generated OpenAPI document needs beyond the routes' own decorators for an integrator
 * to build a client from it: how a caller proves who it is (the session cookies and the CSRF
 * double-submit header), the Idempotency-Key every command honours, and each product line's item
 * details as a schema of its own (a union by product type, generated from the catalogue's zod
 * schemas), which the order routes refer to.
 */

const COMMANDS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** RcaDetails, GreenCardDetails, VignetteRoDetails… */
function schemaName(product: ProductDefinition, suffix: string): string {
  const words = product.type.split(/[^a-z0-9]+/i).filter(Boolean);
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join('') + suffix;
}

/** The name of the item union the order contracts refer to (see zod-contract.ts). */
export const ORDER_ITEM_SCHEMA = 'OrderItem';

/**
 * Each product's details, complete (what confirming requires) and as a draft (what a draft may
 * hold while the customer types), and the order item: one branch per product, told apart by
 * `type`.
 */
export function productSchemas(): Record<string, Record<string, unknown>> {
  const schemas: Record<string, Record<string, unknown>> = {};
  const mapping: Record<string, string> = {};
  for (const product of CATALOGUE) {
    const complete = schemaName(product, 'Details');
    const draft = schemaName(product, 'DraftDetails');
    const item = schemaName(product, 'OrderItem');
    schemas[complete] = {
      ...openApiSchema(product.detailsSchema),
      description: `${product.name.en}: the details an order needs to be confirmed.`,
    };
    schemas[draft] = {
      ...openApiSchema(product.draftDetailsSchema),
      description: `${product.name.en}: the details a draft may hold while they are filled in; ${complete} when confirmed.`,
    };
    schemas[item] = {
      type: 'object',
      required: ['type', 'details'],
      additionalProperties: false,
      properties: { type: { type: 'string', enum: [product.type] }, details: ref(draft) },
    };
    mapping[product.type] = `#/components/schemas/${item}`;
  }
  schemas[ORDER_ITEM_SCHEMA] = {
    description: 'One insured item: its product line and that line’s details.',
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping },
  };
  return schemas;
}

/** On an https site every cookie's name carries the `__Host-` prefix (session/cookies.ts). */
const ON_HTTPS = ' On an https site the cookie is named with the `__Host-` prefix.';

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE_NAMES.session,
    description:
      'The anonymous session: the API sets this HttpOnly cookie on its first answer. Orders belong to the session ' +
      'that made them (another session gets 404); a client keeps and returns it like a browser.' +
      ON_HTTPS,
  },
  signedIn: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE_NAMES.auth,
    description:
      'A signed-in customer or staff member (after /api/auth/oidc/{provider}/start or an e-mail link). Console routes ' +
      'require a staff member.' +
      ON_HTTPS,
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      `Double-submit CSRF token: every change (POST, PUT, PATCH, DELETE) sends in this header the value of the ` +
      `\`${COOKIE_NAMES.csrf}\` cookie the API sets on any answer (a first GET, e.g. /api/health, gets one). A change ` +
      'without it answers 403 csrf-token-missing.' +
      ON_HTTPS,
  },
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key of your own per command (8–128 letters, digits, "-" or "_"; a UUID will do). Retrying the command with ' +
    'the same key and body answers the first answer (header Idempotent-Replayed: true) and changes nothing; the ' +
    'same key with another body answers 409 idempotency-conflict.',
  schema: { type: 'string', minLength: 8, maxLength: 128, pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

/** Who may call an operation: staff on the console, a session elsewhere, a signature on the partners' callbacks. */
function securityOf(path: string, method: string): Record<string, string[]>[] {
  if (SIGNED_CALLBACKS.test(path)) return [];
  const change = COMMANDS.has(method);
  if (path.startsWith('/api/console/')) return [change ? { signedIn: [], csrf: [] } : { signedIn: [] }];
  return change
    ? [
        { session: [], csrf: [] },
        { signedIn: [], csrf: [] },
      ]
    : [{}, { session: [] }, { signedIn: [] }];
}

/** The error catalogue as a table: each `error.code` an answer may carry, its status, when, and what to do. */
function errorTable(): string {
  const rows = Object.entries(ERROR_CATALOGUE).map(
    ([code, entry]) => `| \`${code}\` | ${entry.status} | ${entry.when} | ${entry.reaction} |`,
  );
  return [
    '## Errors',
    '',
    'A refused request answers `{"error": {"code", "status", "message", "details"}}`, the message in the',
    "request's language (Accept-Language: ro, ru or en).",
    '',
    '| code | status | when | what to do |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * Adds to a generated document the security schemes and each operation's requirement, the
 * Idempotency-Key header of every command (not the partners' signed callbacks), and the
 * product schemas the order routes refer to.
 */
export function describeCalling(document: OpenAPIObject): OpenAPIObject {
  document.info.description = `${document.info.description ?? ''}\n\n${errorTable()}`;
  const components = (document.components ??= {});
  components.securitySchemes = {
    ...components.securitySchemes,
    ...SECURITY_SCHEMES,
  } as typeof components.securitySchemes;
  components.schemas = { ...components.schemas, ...productSchemas() } as typeof components.schemas;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.security = securityOf(path, method);
      if (COMMANDS.has(method) && !SIGNED_CALLBACKS.test(path)) {
        const parameters = (operation.parameters ??= []);
        if (!parameters.some((parameter) => 'name' in parameter && parameter.name === IDEMPOTENCY_KEY.name)) {
          parameters.push(IDEMPOTENCY_KEY as (typeof parameters)[number]);
        }
      }
    }
  }
  return document;
}
