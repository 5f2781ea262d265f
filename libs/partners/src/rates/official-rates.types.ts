import { ratesSchema } from '@asiguro/domain';
import { z } from 'zod';

/** One day's official rates: MDL per one unit of each currency, MDL itself 1 (architecture: `GET /api/rates/today`). */
export const officialRatesSchema = z.object({
  /** The day in Europe/Chisinau, `yyyyMMdd`. */
  date: z.string().regex(/^\d{8}$/),
  /** Every currency the products need (RATE_CURRENCIES): a record lacking one is incomplete. */
  rates: ratesSchema,
  /** Who published them (`bnm` for the National Bank of Moldova). */
  source: z.string().min(1).max(64),
});
export type OfficialRates = z.infer<typeof officialRatesSchema>;
