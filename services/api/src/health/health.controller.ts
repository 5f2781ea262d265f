import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { healthSchema } from '@asiguro/contracts';
import { RedisHealthIndicator } from '@asiguro/platform';
import { ApiContract } from '../common/zod-contract';

@ApiTags('operations')
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** Liveness: the process answers. Never touches dependencies, so a slow database cannot restart us. */
  @Get('health')
  @ApiContract({ responses: { 200: { description: 'The process is alive', schema: healthSchema } } })
  live() {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL and Redis both answer; 503 otherwise. */
  @Get('ready')
  @HealthCheck()
  @ApiOkResponse({ description: 'PostgreSQL and Redis are reachable' })
  @ApiServiceUnavailableResponse({ description: 'PostgreSQL or Redis is unreachable' })
  ready() {
    return this.health.check([
      () => this.database.pingCheck('postgres', { timeout: 1500 }),
      () => this.redis.isReachable('redis', 1500),
    ]);
  }
}
