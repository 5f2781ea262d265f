import { Global, Module } from '@nestjs/common';
import {
  AccountRepository,
  AuthSessionRepository,
  ConsoleDashboardQuery,
  ConsoleOrdersQuery,
  ContactMessageRepository,
  ExchangeRatesQuery,
  IdempotencyKeyRepository,
  MyOrdersQuery,
  OrderClaimRepository,
  OrderDocumentsQuery,
  OrderPerkRepository,
  PolicyChecksQuery,
  SignInTokenRepository,
  StaffAuditRepository,
  TransactionRunner,
  WireTransferRepository,
} from '@asiguro/persistence';

const PROVIDERS = [
  AccountRepository,
  AuthSessionRepository,
  ConsoleDashboardQuery,
  ConsoleOrdersQuery,
  ContactMessageRepository,
  ExchangeRatesQuery,
  IdempotencyKeyRepository,
  MyOrdersQuery,
  OrderClaimRepository,
  OrderDocumentsQuery,
  OrderPerkRepository,
  PolicyChecksQuery,
  SignInTokenRepository,
  StaffAuditRepository,
  TransactionRunner,
  WireTransferRepository,
];

/**
 * The API's repositories and read queries (libs/persistence), one instance each for every module:
 * the API's services reach the database only through these.
 */
@Global()
@Module({ providers: PROVIDERS, exports: PROVIDERS })
export class DataAccessModule {}
