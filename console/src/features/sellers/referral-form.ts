import { type ProductType } from '@asiguro/domain';
import { referralLinkBodySchema, type ReferralPage } from '@asiguro/contracts';
import type { Locale } from '@asiguro/i18n';

/** What the page select holds: a language's home page or a product line's page. */
export type PageChoice = 'home' | ProductType;

const daysSchema = referralLinkBodySchema.shape.days;
/** The longest validity the API accepts, from the contract. */
export const MAX_DAYS = daysSchema.maxValue ?? 1;

/** The pages a link may open in one language, as the API lists them (home first, then the products). */
export function pagesIn(pages: readonly ReferralPage[], locale: Locale): ReferralPage[] {
  return pages.filter((page) => page.locale === locale);
}

/** The storefront path of the chosen page in the chosen language; undefined when the API offers no such page. */
export function chosenPath(pages: readonly ReferralPage[], locale: Locale, choice: PageChoice): string | undefined {
  const product = choice === 'home' ? null : choice;
  return pages.find((page) => page.locale === locale && page.product === product)?.path;
}

/** The days as typed, when the contract accepts them (a whole number from 1 to MAX_DAYS). */
export function parseDays(typed: string): number | undefined {
  const days = typed.trim() === '' ? Number.NaN : Number(typed);
  return daysSchema.safeParse(days).success ? days : undefined;
}
