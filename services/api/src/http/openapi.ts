import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { Env } from '@asiguro/platform';
import { describeCalling } from './openapi-document';

const CONSOLE_PATHS = /^\/api\/console(\/|$)/;

/** The whole API's document, console included: for staff at /api/console/docs-json. */
export const openApiDocuments: { full?: OpenAPIObject } = {};

/**
 * OpenAPI document at /api/docs-json and its UI at /api/docs. In production the public document
 * leaves the operator console's routes out (staff read them at /api/console/docs-json, behind
 * sign-in): nobody outside learns the console's surface from it.
 */
export function mountOpenApi(app: INestApplication, config: Pick<Env, 'NODE_ENV'>): void {
  const build = (description: string) =>
    new DocumentBuilder().setTitle('Asiguro API').setDescription(description).setVersion('1').build();
  const full = describeCalling(
    SwaggerModule.createDocument(
      app,
      build(
        'Public API of the Asiguro insurance marketplace: products, orders, offers, payments, documents, ' +
          'status, and the operator console (staff only).',
      ),
    ),
  );
  openApiDocuments.full = full;
  const published: OpenAPIObject =
    config.NODE_ENV === 'production'
      ? {
          ...full,
          info: {
            ...full.info,
            description: full.info.description?.replace(', and the operator console (staff only).', '.'),
          },
          paths: Object.fromEntries(Object.entries(full.paths).filter(([path]) => !CONSOLE_PATHS.test(path))),
          tags: full.tags?.filter((tag) => tag.name !== 'console'),
        }
      : full;
  SwaggerModule.setup('api/docs', app, published, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Asiguro API',
  });
}
