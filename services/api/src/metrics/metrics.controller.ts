import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { metricsRegistry } from '@asiguro/platform';

/** Prometheus scrape endpoint, outside the /api prefix as Prometheus expects. */
@ApiExcludeController()
@SkipThrottle()
@Controller()
export class MetricsController {
  @Get('metrics')
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
