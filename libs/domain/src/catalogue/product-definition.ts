import type { Localized } from '@asiguro/i18n';
import type { z } from 'zod';
import { DOCUMENTS_BY_PRODUCT, type DocumentKind } from '../documents/document-kinds';
import { type Issuer } from '../partners/issuers';
import { issuersOf } from '../partners/issuers-of';
import { issuingTimeSeconds, type ProductType } from '../products/product-types';
import { systemClock, type Clock } from '../validation/clock';
import { productLineOf } from '../lines';
import { toDraftSchema, type DeepPartial } from './draft-schema';
import type { ProductSpec } from './product-spec';

export { step, type ProductSpec, type StepDefinition, type StepId } from './product-spec';

/** A product line as the API, the tariff model, the storefront and the console read it. */
export interface ProductDefinition<T extends ProductType = ProductType, S extends z.ZodType = z.ZodType> extends Omit<
  ProductSpec<T, S>,
  'details'
> {
  name: Localized;
  subtitle: Localized;
  insurers: readonly Issuer[];
  documents: readonly DocumentKind[];
  issuingTimeSeconds: number;
  paymentCurrency: 'MDL';
  /** The full details, enforced at confirmation (dates judged against the system clock). */
  detailsSchema: S;
  /** A draft's details: anything may be missing, nothing may be malformed or unknown. */
  draftDetailsSchema: z.ZodType<DeepPartial<z.output<S>>>;
  /** The full details judged against another clock (tests, a confirmation's request time). */
  detailsSchemaAt(clock: Clock): S;
  /** The draft details judged against another clock. */
  draftDetailsSchemaAt(clock: Clock): z.ZodType<DeepPartial<z.output<S>>>;
}

/** A line names itself, in its folder (lines/). */
function namesOf(type: ProductType): { name: Localized; subtitle: Localized } {
  const texts = productLineOf(type)!.texts;
  return {
    name: { ro: texts.ro.name, ru: texts.ru.name, en: texts.en.name },
    subtitle: { ro: texts.ro.subtitle, ru: texts.ru.subtitle, en: texts.en.subtitle },
  };
}

/** Builds a product line's definition from its declaration and the shared domain facts. */
export function defineProduct<T extends ProductType, S extends z.ZodType>(
  spec: ProductSpec<T, S>,
): ProductDefinition<T, S> {
  const { details, ...declared } = spec;
  const draftAt = (clock: Clock) => toDraftSchema(details(clock)) as z.ZodType<DeepPartial<z.output<S>>>;
  return {
    ...declared,
    termsSlug: spec.termsSlug ?? 'terms',
    ...namesOf(spec.type),
    insurers: issuersOf(spec.type),
    documents: DOCUMENTS_BY_PRODUCT[spec.type],
    issuingTimeSeconds: issuingTimeSeconds(spec.type),
    paymentCurrency: 'MDL',
    detailsSchema: details(systemClock),
    draftDetailsSchema: draftAt(systemClock),
    detailsSchemaAt: details,
    draftDetailsSchemaAt: draftAt,
  };
}
