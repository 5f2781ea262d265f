import type { Currency, Money } from '../money/money';
import type { TariffFactor, TariffFactorKind } from './tariff.types';

/** Rounds to a multiple of `step`, half away from zero, immune to binary noise (1417.4999999 → 1417.5). */
export function roundToStep(amount: number, step: number): number {
  const units = Number((amount / step).toFixed(6));
  const rounded = Math.sign(units) * Math.round(Math.abs(units));
  return Number((rounded * step).toFixed(6));
}

/** One factor applied to the running amount. */
export function applyFactor(amount: number, kind: TariffFactorKind, value: number): number {
  switch (kind) {
    case 'base':
      return value;
    case 'multiply':
    case 'convert':
      return amount * value;
    case 'minimum':
      return Math.max(amount, value);
    case 'maximum':
      return Math.min(amount, value);
    case 'add':
      return amount + value;
    case 'round':
      return roundToStep(amount, value);
  }
}

/**
 * Replays a list of factors from zero. The tariff model computes every price through the same
 * steps, so `replayFactors(offer.factors)` equals the offer's price in major units: a price
 * explains itself.
 */
export function replayFactors(factors: readonly TariffFactor[]): number {
  return factors.reduce((amount, factor) => applyFactor(amount, factor.kind, factor.value), 0);
}

/**
 * Builds a price step by step and records each step as a named factor. The running amount is
 * in the tariff currency until `convert` moves it into MDL.
 */
export class TariffCalculation {
  private amount = 0;
  private readonly steps: TariffFactor[] = [];
  private converted?: number;

  constructor(readonly tariffCurrency: Currency) {}

  get value(): number {
    return this.amount;
  }

  /** The amount in the tariff currency: frozen at conversion, else the running amount. */
  get tariffValue(): number {
    return this.converted ?? this.amount;
  }

  get factors(): TariffFactor[] {
    return [...this.steps];
  }

  base(name: string, value: number, note: string): this {
    return this.step(name, 'base', value, note);
  }

  multiply(name: string, value: number, note: string): this {
    return this.step(name, 'multiply', value, note);
  }

  /** A floor: the amount is at least `value` (reference minimum, minimum premium, clamp). */
  atLeast(name: string, value: number, note: string): this {
    return this.step(name, 'minimum', value, note);
  }

  /** A ceiling: the amount is at most `value` (upper end of a clamp). */
  atMost(name: string, value: number, note: string): this {
    return this.step(name, 'maximum', value, note);
  }

  add(name: string, value: number, note: string): this {
    return this.step(name, 'add', value, note);
  }

  round(step: number, note: string): this {
    return this.step('rounding', 'round', step, note);
  }

  /** Converts the running amount into MDL at `mdlPerUnit` (the official rate of the day). */
  convertToMdl(mdlPerUnit: number, note: string): this {
    this.converted = this.amount;
    return this.step('exchange-rate', 'convert', mdlPerUnit, note);
  }

  private step(name: string, kind: TariffFactorKind, value: number, note: string): this {
    this.steps.push({ name, kind, value, note });
    this.amount = applyFactor(this.amount, kind, value);
    return this;
  }
}

/** What a product tariff hands back before the offer is assembled: the calculation and the cover. */
export interface PricedRisk {
  calc: TariffCalculation;
  periodDays: number;
  coverage: Record<string, string | number | boolean>;
  limits: Record<string, Money>;
  extras: { code: string; note: string }[];
}
