import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { sandboxTestData } from './test-data';

/** The sandbox's test data, for people driving it by hand (development and test only). */
@Controller('test-data')
export class TestDataController {
  constructor(@Inject(APP_CONFIG) private readonly config: Env) {}

  @Get()
  list() {
    if (this.config.NODE_ENV === 'production') throw new NotFoundException();
    return sandboxTestData();
  }
}
