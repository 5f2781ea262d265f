import { OrderOrchestration1795306106414 } from './1795306106414-order-orchestration';
import { PublicApi1795330000000 } from './1795330000000-public-api';
import { Accounts1795340000000 } from './1795340000000-accounts';
import { Console1795350000000 } from './1795350000000-console';
import { RefundedWithoutPrice1795364000000 } from './1795364000000-refunded-without-price';
import { ConsoleSearch1795366000000 } from './1795366000000-console-search';
import { PerkProofs1795370000000 } from './1795370000000-perk-proofs';
import { JobRecovery1795380000000 } from './1795380000000-job-recovery';
import { SignInLinkBinding1795390000000 } from './1795390000000-sign-in-link-binding';
import { StaffPermissions1795390100000 } from './1795390100000-staff-permissions';
import { RevocableOrderLinks1795390200000 } from './1795390200000-revocable-order-links';
import { InsurerApplications1795390300000 } from './1795390300000-insurer-applications';
import { Retention1795390400000 } from './1795390400000-retention';
import { RatesEveryCurrency1795390500000 } from './1795390500000-rates-every-currency';
import { ManualIssuanceFallback1795394000000 } from './1795394000000-manual-issuance-fallback';
import { OrderAddons1795396016000 } from './1795396016000-order-addons';
import { AddonStaffRefund1795409160000 } from './1795409160000-addon-staff-refund';
import { ConsoleSearchRegistryFacts1795400000000 } from './1795400000000-console-search-registry-facts';
import { CourierDeliveries1795410300000 } from './1795410300000-courier-deliveries';
import { FewerRoundTrips1795420000000 } from './1795420000000-fewer-round-trips';
import { SearchFunctionsPlannedOnce1795430000000 } from './1795430000000-search-functions-planned-once';
import { OrderSearchTerms1795440000000 } from './1795440000000-order-search-terms';

/** Every migration, oldest first. Migrations are never edited after they land. */
export const migrations: Function[] = [
  OrderOrchestration1795306106414,
  PublicApi1795330000000,
  Accounts1795340000000,
  Console1795350000000,
  RefundedWithoutPrice1795364000000,
  ConsoleSearch1795366000000,
  PerkProofs1795370000000,
  JobRecovery1795380000000,
  SignInLinkBinding1795390000000,
  StaffPermissions1795390100000,
  RevocableOrderLinks1795390200000,
  InsurerApplications1795390300000,
  Retention1795390400000,
  RatesEveryCurrency1795390500000,
  ManualIssuanceFallback1795394000000,
  OrderAddons1795396016000,
  ConsoleSearchRegistryFacts1795400000000,
  AddonStaffRefund1795409160000,
  CourierDeliveries1795410300000,
  FewerRoundTrips1795420000000,
  SearchFunctionsPlannedOnce1795430000000,
  OrderSearchTerms1795440000000,
];
