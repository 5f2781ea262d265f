import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { errorResponseSchema } from '@asiguro/contracts';
import { APP_CONFIG, metricsRegistry, type Env } from '@asiguro/platform';
import { ApiContract, TEXT } from '../common/zod-contract';

/**
 * Prometheus scrape endpoint, outside the /api prefix as Prometheus expects; on the customers'
 * port only while the API has no operators' port (API_METRICS_PORT, required in production).
 */
@ApiTags('operations')
@SkipThrottle()
@Controller()
export class MetricsController {
  constructor(@Inject(APP_CONFIG) private readonly config: Env) {}

  @Get('metrics')
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Prometheus metrics (text exposition format), for the scraper; no personal data' })
  @ApiContract({
    responses: {
      200: {
        description: 'Process, HTTP, order transition, job and queue metrics',
        content: { [metricsRegistry.contentType]: TEXT },
      },
      404: { description: 'not-found: the API has an operators’ port (API_METRICS_PORT)', schema: errorResponseSchema },
    },
  })
  scrape(): Promise<string> {
    if (this.config.API_METRICS_PORT !== undefined) throw new NotFoundException({ code: 'not-found' });
    return metricsRegistry.metrics();
  }
}
