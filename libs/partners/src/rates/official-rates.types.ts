import { z } from 'zod';

/** One day's official rates: MDL per one unit of each currency, MDL itself 1 (architecture: `GET /api/rates/today`). */
export const officialRatesSchema = z.object({
  /** The day in Europe/Chisinau, `yyyyMMdd`. */
  date: z.string().regex(/^\d{8}$/),
  rates: z.object({
    MDL: z.literal(1),
    EUR: z.number().positive(),
    RON: z.number().positive(),
    USD: z.number().positive(),
  }),
  /** Who published them (`bnm` for the National Bank of Moldova). */
  source: z.string().min(1).max(64),
});
export type OfficialRates = z.infer<typeof officialRatesSchema>;
