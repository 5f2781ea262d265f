import type { Provider } from '@nestjs/common';
import { PartnerExchangeRecorder } from '@asiguro/orchestration';
import { RegistriesClient } from '@asiguro/partners';
import { APP_CONFIG, type Env } from '@asiguro/platform';

/** The state registries (vehicles, companies, cadastre), one client per process. */
export const registriesProvider: Provider = {
  provide: RegistriesClient,
  inject: [APP_CONFIG, PartnerExchangeRecorder],
  useFactory: (config: Env, exchanges: PartnerExchangeRecorder) =>
    new RegistriesClient(config, { onExchange: exchanges.record }),
};
