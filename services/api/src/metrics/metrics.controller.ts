import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { APP_CONFIG, metricsRegistry, type Env } from '@asiguro/platform';

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
  @ApiProduces(metricsRegistry.contentType)
  @ApiOkResponse({ description: 'Process, HTTP, order transition, job and queue metrics' })
  scrape(): Promise<string> {
    if (this.config.API_METRICS_PORT !== undefined) throw new NotFoundException({ code: 'not-found' });
    return metricsRegistry.metrics();
  }
}
