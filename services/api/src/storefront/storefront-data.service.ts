import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@asiguro/domain';
import {
  ratesTodaySchema,
  type DestinationPrices,
  type PolicyCheck,
  type RatesToday,
  type StorefrontServerData,
} from '@asiguro/contracts';
import { PolicyChecks } from '../documents/policy-checks.service';
import { DestinationPricesService } from '../rates/destination-prices.service';
import { RatesService } from '../rates/rates.service';

/** How long a page waits for its data: a slow source (the National Bank on a fresh install) must not hold the page. */
const PAGE_DATA_BUDGET_MS = 500;

function withinBudget<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), PAGE_DATA_BUDGET_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The API's answers a server-rendered page shows first, read in-process (the same services as
 * GET /api/rates/today, GET /api/rates/destinations and GET /api/policies/:number/check). A failure, or an answer slower than
 * the page's budget, leaves the page without them: the browser asks the API once the app runs.
 */
@Injectable()
export class StorefrontData implements StorefrontServerData {
  private readonly logger = new Logger(StorefrontData.name);

  constructor(
    private readonly rates: RatesService,
    private readonly policies: PolicyChecks,
    private readonly destinations: DestinationPricesService,
  ) {}

  async ratesToday(): Promise<RatesToday | undefined> {
    try {
      const today = await withinBudget(this.rates.today());
      return today && ratesTodaySchema.parse(today);
    } catch (error) {
      this.logger.warn(`page rendered without today's rates: ${(error as Error).message}`);
      return undefined;
    }
  }

  async destinationPrices(): Promise<DestinationPrices | undefined> {
    try {
      return await withinBudget(this.destinations.today());
    } catch (error) {
      this.logger.warn(`page rendered without the destinations' prices: ${(error as Error).message}`);
      return undefined;
    }
  }

  async policyCheck(number: string): Promise<PolicyCheck | undefined> {
    try {
      return await withinBudget(this.policies.check(number));
    } catch (error) {
      // A malformed number: the page explains it once the app asks the API.
      if (!(error instanceof DomainError))
        this.logger.warn(`page rendered without its policy check: ${(error as Error).message}`);
      return undefined;
    }
  }
}
