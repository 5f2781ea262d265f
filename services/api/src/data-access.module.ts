import { Global, Module } from '@nestjs/common';
import * as persistence from '@asiguro/persistence';

const PROVIDERS = [
  persistence.AccountRepository,
  persistence.AuthSessionRepository,
  persistence.ConsoleDashboardQuery,
  persistence.ConsoleOrdersQuery,
  persistence.ContactMessageRepository,
  persistence.IdempotencyKeyRepository,
  persistence.MyOrdersQuery,
  persistence.OrderClaimRepository,
  persistence.OrderDocumentsQuery,
  persistence.OrderPerkRepository,
  persistence.PolicyChecksQuery,
  persistence.SignInTokenRepository,
  persistence.StaffAuditRepository,
  persistence.WireTransferRepository,
];

/**
 * The API's own repositories and read queries (libs/persistence), one instance each for every
 * module; the unit of work and the order, payment and job repositories come from DatabaseModule.
 * The API's services reach the database only through these.
 */
@Global()
@Module({ providers: PROVIDERS, exports: PROVIDERS })
export class DataAccessModule {}
