import type { Provider } from '@nestjs/common';
import { PartnerExchangeRecorder } from '@asiguro/orchestration';
import { InsurerRegistry } from '@asiguro/partners';
import { APP_CONFIG, type Env } from '@asiguro/platform';

/** One adapter (and circuit breaker) per insurer for the life of the process. */
export const insurerRegistryProvider: Provider = {
  provide: InsurerRegistry,
  inject: [APP_CONFIG, PartnerExchangeRecorder],
  useFactory: (config: Env, exchanges: PartnerExchangeRecorder) =>
    new InsurerRegistry(config, { onExchange: exchanges.record }),
};
