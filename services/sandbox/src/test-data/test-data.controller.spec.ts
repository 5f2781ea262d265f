import { NotFoundException } from '@nestjs/common';
import { parseConfig } from '@asiguro/platform';
import { TestDataController } from './test-data.controller';

describe(TestDataController.name, () => {
  it('answers the test data in development and tests', () => {
    const controller = new TestDataController(parseConfig({ NODE_ENV: 'test' }));
    expect(controller.list().vehicles.length).toBeGreaterThan(0);
  });

  it('is not there in production', () => {
    const config = { ...parseConfig({ NODE_ENV: 'test' }), NODE_ENV: 'production' as const };
    expect(() => new TestDataController(config).list()).toThrow(NotFoundException);
  });
});
