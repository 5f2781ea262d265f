import { ERROR_CATALOGUE } from '@asiguro/domain';
import { API_ROUTES, type RouteDefinition } from '@asiguro/contracts';
import { startStack, type Stack } from '@asiguro/testing';
import type { z } from 'zod';
import { openApiSchema } from '../src/common/zod-contract';
import type { OpenApiDocument, Operation } from './openapi-conformance';

/** `/api/orders/:id/confirm` → `/api/orders/{id}/confirm`, as the OpenAPI document names it. */
const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const isSchema = (value: unknown): value is z.ZodType =>
  typeof (value as { safeParse?: unknown } | undefined)?.safeParse === 'function';

const routes = Object.entries(API_ROUTES).flatMap(([resource, group]) =>
  Object.entries(group).map(([name, route]): [string, RouteDefinition] => [`${resource}.${name}`, route]),
);

/** The errors any route may answer with, which route definitions leave implied. */
const GENERIC_ERRORS = new Set<string>([
  'validation-failed',
  'unknown-field',
  'payload-too-large',
  'csrf-token-missing',
  'csrf-token-invalid',
  'rate-limited',
  'idempotency-conflict',
  'internal',
]);

/** The error catalogue's codes an answer's description names (`not-found-order, companyNotFound: …`). */
function documentedCodes(description: string): string[] {
  return (description.match(/[A-Za-z][\w-]*/g) ?? []).filter((word) => Object.hasOwn(ERROR_CATALOGUE, word));
}

/** The JSON schema of an operation's successful answer. */
function successSchema(operation: Operation): object | undefined {
  const status = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
  return status ? operation.responses[status].content?.['application/json']?.schema : undefined;
}

/**
 * The route definitions the storefront and the console call (libs/contracts/src, one file per resource)
 * against the routes the API registers, as its generated OpenAPI document lists them (the
 * document is made from the controllers' own decorators): each method and path exists, its body,
 * query and answer are the schemas the controller declares, and each error a route says it gives
 * is one of the statuses the controller documents.
 */
describe('API route definitions', () => {
  let stack: Stack;
  let document: OpenApiDocument;
  const operation = (route: RouteDefinition): Operation | undefined =>
    document.paths[documentPath(route.path)]?.[route.method.toLowerCase()];

  beforeAll(async () => {
    stack = await startStack();
    document = (await (await fetch(`${stack.baseUrl}/api/docs-json`)).json()) as OpenApiDocument;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('covers the storefront’s and the console’s calls', () => {
    expect(routes.length).toBeGreaterThan(45);
    expect(new Set(routes.map(([, route]) => `${route.method} ${route.path}`)).size).toBe(routes.length);
  });

  it('name a method and path the API registers', () => {
    const missing = routes.filter(([, route]) => !operation(route)).map(([name]) => name);
    expect(missing).toEqual([]);
    // The check can fail: a path the API does not have is reported.
    expect(operation({ method: 'GET', path: '/api/orders/:id/nothing', errors: [] })).toBeUndefined();
  });

  it('send the body and query the API validates and parse the answer it declares', () => {
    const drift: string[] = [];
    for (const [name, route] of routes) {
      const declared = operation(route);
      if (!declared) continue;
      if (isSchema(route.body)) {
        const body = declared.requestBody?.content['application/json']?.schema;
        if (JSON.stringify(body) !== JSON.stringify(openApiSchema(route.body))) drift.push(`${name}: body`);
      }
      if (isSchema(route.query)) {
        const properties = (openApiSchema(route.query) as { properties?: Record<string, unknown> }).properties ?? {};
        const parameters = (declared.parameters ?? []).filter((parameter) => parameter.in === 'query');
        const names = parameters.map((parameter) => parameter.name).sort();
        if (JSON.stringify(names) !== JSON.stringify(Object.keys(properties).sort())) drift.push(`${name}: query`);
      }
      if (route.response) {
        const expected = openApiSchema(route.response);
        if (JSON.stringify(successSchema(declared)) !== JSON.stringify(expected)) drift.push(`${name}: response`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('list every error the API documents for the route, beyond the ones any route may give', () => {
    const missing: string[] = [];
    for (const [name, route] of routes) {
      const declared = operation(route);
      if (!declared) continue;
      for (const [status, answer] of Object.entries(declared.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        for (const code of documentedCodes(answer.description)) {
          if (!GENERIC_ERRORS.has(code) && !(route.errors as readonly string[]).includes(code))
            missing.push(`${name}: ${code}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
