import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { metricsRegistry } from '@asiguro/platform';
import { ApiContract, TEXT } from '../common/zod-contract';

/** Prometheus scrape endpoint, outside the /api prefix as Prometheus expects. */
@ApiTags('operations')
@SkipThrottle()
@Controller()
export class MetricsController {
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
    },
  })
  scrape(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
