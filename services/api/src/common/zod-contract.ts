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
  return z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    unrepresentable: 'any',
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema !== orderItemInputSchema) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
      Object.assign(jsonSchema, { $ref: '#/components/schemas/OrderItem' });
    },
  }) as Record<string, unknown>;
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

export interface ContractOptions {
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Response schemas by HTTP status. */
  responses?: Record<number, { description: string; schema?: z.ZodType }>;
}

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
      }) as ClassDecorator & MethodDecorator,
    );
  }
  return applyDecorators(...decorators);
}
