import type { Catalogue, Locale, Localized, MessageKey } from '@asiguro/i18n';
import type { z } from 'zod';
import type { Currency } from '../money/money';
import type { ProductType } from '../products/product-types';
import type { Clock } from '../validation/clock';
import type { DateWindow } from '../validation/date-window.rule';
import type { FieldDefinition } from './field';
import type { FieldOption } from './option';

/*
 * What a product line declares about its order flow. Kept apart from product-definition.ts,
 * which reads the registered lines, so that a line's own folder can import it without a cycle.
 */

/** A screen of an order flow; its title is `steps.<id>`. */
export type StepId = Extract<keyof Catalogue['steps'], string>;

export interface StepDefinition {
  id: StepId;
  titleKey: MessageKey;
  fields: readonly FieldDefinition[];
}

/** A step with its fields. */
export function step(id: StepId, fields: readonly FieldDefinition[]): StepDefinition {
  return { id, titleKey: `steps.${id}`, fields };
}

/**
 * What a product line's file declares. Everything else of its definition (name, insurers,
 * documents, issuing time) comes from the shared facts of libs/domain, never re-listed.
 */
export interface ProductSpec<T extends ProductType, S extends z.ZodType> {
  type: T;
  /**
   * Three capital letters that start the line's order and policy numbers (architecture.md,
   * "Words the customer sees"; the market's pattern: IAE green card, IAI RCA, ROV Romanian
   * vignette, MDV Moldovan vignette, RSA road assistance). Unique among the lines.
   */
  numberPrefix: string;
  /** The URL slug per language (spec §2): `/slug` in Romanian, `/ru/slug`, `/en/slug`. */
  slugs: Localized;
  /** More slugs that lead to the same page (old or alternative addresses). */
  slugAliases?: Partial<Record<Locale, readonly string[]>>;
  /**
   * The terms page under the product's path (`/rca/terms`); every line has one (`terms` unless
   * said otherwise), so each policy links to the terms of its own line.
   */
  termsSlug?: string;
  /** Insurers with their own page under the product's path (`/medical/{insurer}`). */
  insurerPages?: readonly string[];
  /** Insurers whose offers require the statement that the insured are in Moldova. */
  presenceStatementInsurers?: readonly string[];
  /** The screens before the common tail (offers, confirmation, pay). */
  steps: readonly StepDefinition[];
  /** How far ahead the cover may start (date pickers use it; the schema enforces it); none for road tax. */
  startWindow?: DateWindow;
  /** The details the customer enters, judged against `clock` for dates. */
  details: (clock: Clock) => S;
  /** The option lists of the line, by name, for the storefront and the console. */
  enumerations: Record<string, readonly FieldOption[]>;
  /** The currency the price is set in; the customer always pays in lei (domain.md §10). */
  priceCurrency: Currency;
  /** The flow starts from a vehicle certificate (the registry fills in the vehicle). */
  expressOrder: boolean;
}
