import { applyDecorators, ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { orderItemInputSchema, validationFailed } from '@asiguro/domain';
import { z } from 'zod';

/**
 * The OpenAPI form of a zod schema: generated, never written twice. An order item (whose
 * details the use case checks against its product's schema) refers to the document's union of
 * every product's item (`OrderItem`, see http/openapi-document.ts).
 */
export function openApiSchema(schema: z.ZodType): Record<string, unknown> {
  return nullableEnums(
    z.toJSONSchema(schema, {
      target: 'openapi-3.0',
      unrepresentable: 'any',
      io: 'input',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema !== orderItemInputSchema) return;
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
        Object.assign(jsonSchema, { $ref: '#/components/schemas/OrderItem' });
      },
    }),
  ) as Record<string, unknown>;
}

/**
 * OpenAPI 3.0 lets `nullable: true` admit null only where an `enum` lists it too: zod leaves it
 * out, so a nullable enum would refuse the null it means to allow.
 */
function nullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableEnums);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableEnums(value)]));
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  return node;
}

/** Parses a body, query or params with a zod schema; a failure is `validation-failed` (400). */
@Injectable()
export class ZodPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown, _metadata?: ArgumentMetadata): z.output<T> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw validationFailed(result.error);
    return result.data;
  }
}

/** One documented answer of a route. */
export interface ResponseContract {
  description: string;
  /** The JSON body. */
  schema?: z.ZodType;
  /** A body that is no JSON (a file, text, an event stream): each media type's JSON Schema. */
  content?: Record<string, Record<string, unknown>>;
  /** Headers the answer carries (a redirect's Location, a status's ETag), with what they say. */
  headers?: Record<string, string>;
}

export interface ContractOptions {
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Response schemas by HTTP status. */
  responses?: Record<number, ResponseContract>;
}

/** The JSON Schema of text and of a file, for non-JSON answers. */
export const TEXT = { type: 'string' };
export const FILE = { type: 'string', format: 'binary' };

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** Documents a route in OpenAPI from its zod contract (request body, query, responses). */
export function ApiContract(options: ContractOptions) {
  const decorators: (ClassDecorator & MethodDecorator)[] = [];
  if (options.body)
    decorators.push(ApiBody({ schema: openApiSchema(options.body) }) as ClassDecorator & MethodDecorator);
  if (options.query) {
    for (const [name, field] of Object.entries(options.query.shape)) {
      decorators.push(
        ApiQuery({
          name,
          required: !(field as z.ZodType).safeParse(undefined).success,
          schema: openApiSchema(field as z.ZodType),
        }) as ClassDecorator & MethodDecorator,
      );
    }
  }
  for (const [status, response] of Object.entries(options.responses ?? {})) {
    decorators.push(
      ApiResponse({
        status: Number(status),
        description: response.description,
        ...(response.schema ? { schema: openApiSchema(response.schema) } : {}),
        ...(response.content ? { content: mapValues(response.content, (schema) => ({ schema })) } : {}),
        ...(response.headers
          ? { headers: mapValues(response.headers, (description) => ({ description, schema: TEXT })) }
          : {}),
      }) as ClassDecorator & MethodDecorator,
    );
  }
  return applyDecorators(...decorators);
}
