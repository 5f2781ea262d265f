import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { ApiClient } from '@asiguro/testing';

/*
 * Checks real answers of the API against its own OpenAPI document: the status is one the route
 * documents, the media type one it declares, and a JSON body validates against the documented
 * schema (OpenAPI 3.0's schema dialect is JSON Schema draft 4 with `nullable`: Ajv's draft-04
 * build, formats included).
 */

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes?: Record<string, object> };
}

export interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: object }> }>;
  security?: Record<string, string[]>[];
}

/** An answer as a client saw it. */
export interface Answer {
  method: string;
  /** The path asked for (no query). */
  path: string;
  status: number;
  contentType: string;
  body: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export class OpenApiConformance {
  private readonly ajv = new Ajv04({ strict: false, allErrors: true, validateSchema: false });
  private readonly templates: { method: string; template: string; pattern: RegExp; params: number }[] = [];

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, 'openapi');
    for (const [template, item] of Object.entries(document.paths)) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const method of METHODS) {
        if (item[method])
          this.templates.push({ method, template, pattern, params: (template.match(/\{/g) ?? []).length });
      }
    }
    // The most literal template first: /api/me/orders/history before /api/me/orders/{id}.
    this.templates.sort((a, b) => a.params - b.params);
  }

  /** Every documented operation, as "METHOD /path/{template}". */
  operations(): string[] {
    return this.templates.map(({ method, template }) => `${method.toUpperCase()} ${template}`);
  }

  /** The documented operation an answer belongs to. */
  operationOf(method: string, path: string): string | undefined {
    const found = this.templates.find((entry) => entry.method === method.toLowerCase() && entry.pattern.test(path));
    return found && `${found.method.toUpperCase()} ${found.template}`;
  }

  /** What is wrong with an answer, by the document (nothing: an empty list). */
  problems(answer: Answer): string[] {
    const operation = this.operationOf(answer.method, answer.path);
    if (!operation) return [`${answer.method} ${answer.path} is no documented route`];
    const [method, template] = operation.split(' ');
    const documented = this.document.paths[template][method.toLowerCase()].responses[String(answer.status)];
    const where = `${operation} → ${answer.status}`;
    if (!documented) return [`${where}: the status is not documented`];
    const content = documented.content ?? {};
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) {
      return answer.body.length === 0 || answer.status >= 300 ? [] : [`${where}: a body the document does not declare`];
    }
    const mediaType = answer.contentType.split(';')[0].trim();
    const declared = mediaTypes.find((type) => type.split(';')[0].trim() === mediaType);
    if (!declared) return [`${where}: ${mediaType || 'no content type'} is not one of ${mediaTypes.join(', ')}`];
    if (!mediaType.endsWith('json')) return [];
    const validate = this.ajv.getSchema(
      `openapi#/paths/${pointer(template)}/${method.toLowerCase()}/responses/${answer.status}/content/${pointer(declared)}/schema`,
    );
    if (!validate) return [`${where}: no schema for ${declared}`];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where}: the body is no JSON`];
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${where}: ${error.instancePath || '(body)'} ${error.message}`);
  }

  /** Whether a value validates against one of the document's named schemas. */
  validates(schema: string, value: unknown): boolean {
    return this.ajv.validate(`openapi#/components/schemas/${schema}`, value) as boolean;
  }
}

/** A browser-like API client (see @asiguro/testing) that keeps every answer it gets. */
export class RecordingClient extends ApiClient {
  constructor(
    base: string,
    private readonly answers: Answer[],
    lang: 'ro' | 'ru' | 'en' = 'ro',
  ) {
    super(base, lang);
  }

  override async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await super.fetch(path, init);
    await record(this.answers, init.method ?? 'GET', new URL(path, this.base).pathname, response);
    return response;
  }
}

/** Keeps an answer (its body read from a copy, so the caller can still read the original). */
export async function record(answers: Answer[], method: string, path: string, response: Response): Promise<void> {
  const copy = response.clone();
  const contentType = copy.headers.get('content-type') ?? '';
  const binary = /^(application\/(pdf|vnd\.apple\.pkpass|octet-stream)|image\/png)/.test(contentType);
  answers.push({
    method: method.toUpperCase(),
    path,
    status: copy.status,
    contentType,
    body: binary ? '(file)' : await copy.text(),
  });
}
