import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { describeCalling } from './openapi-document';

/** OpenAPI document at /api/docs-json and its UI at /api/docs. */
export function mountOpenApi(app: INestApplication): void {
  const document = describeCalling(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Asiguro API')
        .setDescription(
          'Public API of the Asiguro insurance marketplace: products, orders, offers, payments, documents, ' +
            'status, and the operator console (staff only).',
        )
        .setVersion('1')
        .build(),
    ),
  );
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Asiguro API',
  });
}
