import type { Localized, Locale } from '@asiguro/i18n';
import type { z } from 'zod';
import type { AddonDefinition } from '../catalogue/addon-definition';
import type { ProductSpec } from '../catalogue/product-spec';
import type { DocumentKind } from '../documents/document-kinds';
import type { Money } from '../money/money';
import type { PricedRisk } from '../tariffs/tariff-calculation';
import type { TariffContext, TariffDecline } from '../tariffs/tariff.types';
import type { DocumentCoverage, DocumentSubject } from '../underwriting/document-subject';
import type { DetailsText, FactsNeeded } from '../underwriting/facts-needed';
import type { InsuredPerson } from '../underwriting/insured-person';
import type { RiskAssumption, RiskRefusal } from '../underwriting/risk-mapping';
import type { UnderwritingFacts } from '../underwriting/underwriting.types';
import type { CalendarDate } from '../validation/calendar-date';
import type { LineType } from './line-types';

/** What a line says about itself to people, in one language. */
export interface LineTexts {
  name: string;
  subtitle: string;
  /** The line's name as a policy prints it (its heading and the "Product" row). */
  documentTitle: string;
  /** What the cover includes, one sentence each, on the line's page. */
  covers: readonly string[];
  /** Questions customers ask, with their answers, on the line's page. */
  faq: readonly { q: string; a: string }[];
}

/** One shape of the line's icon (a 24×24 stroke drawing, as the storefront's other icons). */
export type IconShape =
  | { shape: 'path'; d: string; /** a dashed stroke (SVG stroke-dasharray) */ dash?: string }
  | { shape: 'circle'; cx: number; cy: number; r: number }
  | { shape: 'rect'; x: number; y: number; width: number; height: number; rx?: number };

/** The document sections a policy of the line carries (libs/documents requires each to be present). */
export type DocumentSection = Exclude<keyof DocumentSubject, 'payer' | 'coverage'>;

/** The line's part of a policy's facts: its sections (the persons and the payer are common). */
export type LineDocumentSections = Omit<DocumentSubject, 'insuredPersons' | 'payer'>;

/** A limit the insurer's offer states, as a policy prints it (libs/documents coverLimitSchema). */
export interface CoverLimit {
  key: string;
  amount: Money;
}

/** A sample's facts: the line's sections, with the limits a real policy takes from the insurer's offer. */
export type SampleSections = Partial<Omit<DocumentSubject, 'coverage'>> & {
  coverage?: DocumentCoverage & { limits?: CoverLimit[] };
};

/** A risk the line's mapping derived from the details, before the tariff schema checks it. */
export type LineMappedRisk<R extends z.ZodType> =
  | { ok: true; risk: z.input<R>; assumptions: RiskAssumption[]; sources?: Readonly<Record<string, string>> }
  | RiskRefusal;

/**
 * Everything that is one product line's, declared in its folder (`lines/<line>/index.ts`): the
 * flow the customer fills in, what it costs, how an insurer is asked to issue it, what its
 * documents print, its texts in ro/ru/en and its icon. The catalogue, the tariff model,
 * underwriting, the documents, the storefront and the console read it from the registry
 * (`lines/index.ts`); none of them names the line.
 *
 * `S` is the details schema the customer's answers are checked with, `R` the tariff's risk schema.
 */
export interface ProductLine<T extends LineType, S extends z.ZodType, R extends z.ZodType> {
  /** The order flow: steps, fields, details schema, slugs, number prefix, currency. */
  spec: ProductSpec<T, S>;
  texts: Localized<LineTexts>;
  icon: readonly IconShape[];
  /**
   * The issuers that sell the line (the insurers, or the courier of an add-on), each with its
   * loading on the line's tariff (domain.md §10).
   */
  sellers: Readonly<Record<string, number>>;
  /**
   * Issued by a state system (the road tax, a vignette), not an insurer: its certificate states
   * what every document states, without an insurer's start of liability or assistance line.
   */
  stateIssued?: boolean;
  /** What an issued order of the line produces. */
  documents: readonly DocumentKind[];
  /** Listed in My account (spec §7: the lines a customer renews). */
  inMyAccount: boolean;
  /**
   * The add-ons the line offers in the same order, in the order the storefront shows them, each
   * with the details it copies from the line's (none when it offers none).
   */
  addons?: readonly AddonDefinition[];
  /** A realistic, valid set of details, starting on `start` (dd.MM.yyyy), for examples and tests. */
  example(start: string): z.input<S>;
  /**
   * The registry look-ups of its own its details need (real estate: the cadastral register), read
   * from the details as they are, draft or full (`text` gives a field's text); the common ones
   * (RCA Data for a certificate, the company registry for a company) are `factsNeeded`'s.
   */
  lookups?(text: DetailsText): Pick<FactsNeeded, 'property'>;
  /** The registries' answers to the example's own look-ups, for examples and tests. */
  exampleFacts?: UnderwritingFacts;
  /** The details field holding the first day of cover; none when there is none (the courier's delivery). */
  startField?: string;
  tariff: {
    riskSchema: R;
    /** Prices the checked risk for one insurer with its loading (pure and deterministic). */
    price(risk: z.output<R>, insurer: string, loading: number, ctx: TariffContext): PricedRisk | TariffDecline;
  };
  /** Derives the tariff risk from the checked details on the pricing day (Chișinău). */
  risk(details: z.output<S>, ctx: { facts: UnderwritingFacts; today: CalendarDate }): LineMappedRisk<R>;
  /** How many days of cover the customer asked for (the last inclusive); none when the tariff sets it. */
  periodDays?(details: z.output<S>): number;
  /**
   * Travel cover: the customer may state that the insured are already abroad, and the insurer's
   * issue request says so (spec §4: one insurer refuses them, others start the cover later).
   */
  insuredMayBeAbroad?: boolean;
  /** The insured persons printed on the policy and sent to the insurer. */
  insuredPersons(details: z.output<S>): InsuredPerson[];
  /**
   * The facts the insurer's issue request carries for the line, besides the persons; `paidAt`
   * dates what the payment's day decides (the road tax's fiscal year).
   */
  contract(details: z.output<S>, facts: UnderwritingFacts, paidAt: Date): Record<string, unknown>;
  printed: {
    /** The sections of the documents' data the line's policies must have. */
    sections: readonly DocumentSection[];
    /** What the line's policy must state, beyond a policy's common statements (libs/documents checks the names at load). */
    statements: readonly string[];
    /** The line's sections of a policy's facts, in the order's language. */
    subject(details: z.output<S>, facts: UnderwritingFacts, locale: Locale, paidAt: Date): LineDocumentSections;
    /** A filled-in sample in a language, for the document previews and the documents' bench. */
    sample(locale: Locale): { price: Money; from: string; to: string; extra: SampleSections };
  };
}

/** Declares a line: the identity, with the types of its schemas inferred and checked. */
export function defineLine<T extends LineType, S extends z.ZodType, R extends z.ZodType>(
  line: ProductLine<T, S, R>,
): ProductLine<T, S, R> {
  return line;
}
