import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import {
  chisinauDayOf,
  dayFields,
  dateOfDay,
  findIssuer,
  sells,
  isCalendarDay,
  isVignette,
  quote,
  vignetteEndDate,
  type CalendarDay,
  type TariffOffer,
  type VignetteCountry,
} from '@asiguro/domain';
import { APP_CONFIG, dataDir, insurerCallbackSecret, type Env } from '@asiguro/platform';
import { SandboxReset } from '../common/sandbox-reset';
import { deliverCallback } from './insurer-callbacks';
import type { InsurerPersonality } from './insurer-personalities';
import { SANDBOX_FALLBACK_RATES, type IssueRequest } from './insurer-requests.schemas';
import {
  encodeApplication,
  encodeError,
  encodeIssued,
  type SandboxApplication,
  type SandboxPolicy,
  type WireAnswer,
} from './insurer-wire.encoder';
import { liabilityWindow } from './liability-window';
import { policyNumber } from './policy-numbers';
import { PolicySequence } from './policy-sequence';

type Decision = { policy: SandboxPolicy } | { reason: string; message?: string };

interface KeyedAnswer {
  fingerprint: string;
  /** Synchronous issuers replay the first answer; asynchronous ones show the application's state. */
  answer?: WireAnswer;
  applicationId?: string;
}

/**
 * The last day of a vignette as its state system states it: by the country's validity rules
 * (a Hungarian annual vignette runs until 31 January), from the start day and validity the
 * request's contract names; undefined for anything else.
 */
function vignetteLastDay(request: IssueRequest): CalendarDay | undefined {
  const contract = request.contract ?? {};
  if (!isVignette(request.product) || !isCalendarDay(contract.startDate) || typeof contract.validity !== 'string') {
    return undefined;
  }
  const country = request.product.slice('vignette:'.length) as VignetteCountry;
  return chisinauDayOf(vignetteEndDate(country, contract.validity, dateOfDay(contract.startDate)));
}

/** Stable JSON (sorted keys), so a retried request with the same content has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Issuance at the sandbox insurers. An Idempotency-Key is remembered per insurer with a
 * fingerprint of the request: the same key and body replay the same answer (never a second
 * policy); the same key with another body is a conflict. Everything happens synchronously
 * between awaits, so concurrent duplicates cannot both issue.
 */
@Injectable()
export class InsurerIssuanceService implements OnModuleDestroy {
  private readonly keyed = new Map<string, KeyedAnswer>();
  private readonly applications = new Map<string, SandboxApplication & { slug: string }>();
  private readonly policies = new Map<string, SandboxPolicy>();
  /** The Idempotency-Key each policy was issued for, by policy number (the admin list of policies). */
  private readonly issuedFor = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Never restarted, not even by a reset: a kept database holds the numbers issued before. */
  private readonly numbers: PolicySequence;
  private generation = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    resets: SandboxReset,
  ) {
    this.numbers = new PolicySequence(join(dataDir(config), 'sandbox-policy-numbers'));
    resets.register('insurer-issuance', () => this.reset());
  }

  /** `POST policies` of a synchronous insurer. */
  issueNow(personality: InsurerPersonality, key: string, request: IssueRequest, rawBody: unknown): WireAnswer {
    const slot = `${personality.slug}\n${key}`;
    const fingerprint = this.fingerprint(rawBody);
    const known = this.keyed.get(slot);
    if (known) return known.fingerprint === fingerprint && known.answer ? known.answer : this.conflict(personality);
    const decision = this.decide(personality, request);
    if ('policy' in decision) this.keep(decision.policy, key);
    const answer = encodeIssued(personality.layout, decision);
    this.keyed.set(slot, { fingerprint, answer });
    return answer;
  }

  /** `POST applications` of an asynchronous insurer: 202 with the (new or existing) application. */
  submit(personality: InsurerPersonality, key: string, request: IssueRequest, rawBody: unknown): WireAnswer {
    const slot = `${personality.slug}\n${key}`;
    const fingerprint = this.fingerprint(rawBody);
    const known = this.keyed.get(slot);
    if (known) {
      const application = known.applicationId ? this.applications.get(known.applicationId) : undefined;
      if (known.fingerprint !== fingerprint || !application) return this.conflict(personality);
      return encodeApplication(personality.layout, this.visible(application), 202);
    }
    const applicationId = `${personality.slug}-${randomUUID()}`;
    const decision = this.decide(personality, request);
    const application = { slug: personality.slug, applicationId, status: 'pending' as const };
    this.applications.set(applicationId, application);
    this.keyed.set(slot, { fingerprint, applicationId });
    this.later(personality.processingMs, () => this.resolve(applicationId, decision, key, request.callbackUrl));
    return encodeApplication(personality.layout, application, 202);
  }

  /** `GET applications/:id`, or undefined when this insurer has no such application. */
  application(personality: InsurerPersonality, applicationId: string): WireAnswer | undefined {
    const application = this.applications.get(applicationId);
    if (!application || application.slug !== personality.slug) return undefined;
    return encodeApplication(personality.layout, this.visible(application), 200);
  }

  policy(slug: string, number: string): SandboxPolicy | undefined {
    const policy = this.policies.get(number);
    return policy?.insurer === slug ? policy : undefined;
  }

  /** Counts for the admin API (tests check that a key never issues twice). */
  stats(slug: string): { policies: number; applications: number } {
    let policies = 0;
    let applications = 0;
    for (const policy of this.policies.values()) if (policy.insurer === slug) policies++;
    for (const application of this.applications.values()) if (application.slug === slug) applications++;
    return { policies, applications };
  }

  /** Every policy this insurer issued, with the key it was issued for (chaos checks name orphans). */
  issued(slug: string): { number: string; idempotencyKey: string; issuedAt: string }[] {
    return [...this.policies.values()]
      .filter((policy) => policy.insurer === slug)
      .map((policy) => ({
        number: policy.number,
        idempotencyKey: this.issuedFor.get(policy.number) ?? '',
        issuedAt: policy.issuedAt,
      }));
  }

  onModuleDestroy(): void {
    this.reset();
  }

  private reset(): void {
    this.generation++;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.keyed.clear();
    this.applications.clear();
    this.policies.clear();
    this.issuedFor.clear();
  }

  private keep(policy: SandboxPolicy, key: string): void {
    this.policies.set(policy.number, policy);
    this.issuedFor.set(policy.number, key);
  }

  private decide(personality: InsurerPersonality, request: IssueRequest): Decision {
    const issuer = findIssuer(personality.slug);
    if (!issuer || !sells(issuer, request.product)) {
      return { reason: 'product-not-sold', message: 'this insurer does not sell this product line' };
    }
    if (request.insuredAbroad && personality.refusesInsuredAbroad) {
      return {
        reason: 'insured-abroad',
        message: 'we insure only persons who are in Moldova when the policy is issued',
      };
    }
    const paidAt = new Date(request.paidAt);
    const priced = quote(request.product, request.risk, personality.slug, {
      date: chisinauDayOf(paidAt),
      rates: SANDBOX_FALLBACK_RATES,
    });
    if (priced.declined) return { reason: priced.reason, message: priced.message };
    const window = liabilityWindow({
      paidAt,
      wish: request.liabilityStart ? new Date(request.liabilityStart) : undefined,
      insuredAbroad: request.insuredAbroad,
      periodDays: priced.periodDays,
      lastDay: vignetteLastDay(request),
    });
    const policy: SandboxPolicy = {
      number: this.newNumber(personality, priced, window.liabilityStart),
      insurer: personality.slug,
      product: request.product,
      liabilityStart: window.liabilityStart.toISOString(),
      validFrom: window.validFrom.toISOString(),
      validTo: window.validTo.toISOString(),
      issuedAt: new Date().toISOString(),
      premium: request.premium ?? priced.price,
    };
    return { policy };
  }

  private newNumber(personality: InsurerPersonality, offer: TariffOffer, start: Date): string {
    return policyNumber(
      personality.numbering,
      offer.product,
      dayFields(chisinauDayOf(start)).year,
      this.numbers.take(),
    );
  }

  /** A decided application shows its outcome only once its processing time is over. */
  private visible(application: SandboxApplication): SandboxApplication {
    const { applicationId, status, policy, reason, message } = application;
    return { applicationId, status, policy, reason, message };
  }

  private resolve(applicationId: string, decision: Decision, key: string, callbackUrl: string | undefined): void {
    const application = this.applications.get(applicationId);
    if (!application) return;
    if ('policy' in decision) {
      decision.policy.issuedAt = new Date().toISOString();
      // Only now does the policy exist at the insurer (GET policies/:number, the admin counts).
      this.keep(decision.policy, key);
      Object.assign(application, { status: 'issued', policy: decision.policy });
    } else Object.assign(application, { status: 'refused', reason: decision.reason, message: decision.message });
    if (!callbackUrl) return;
    const generation = this.generation;
    void deliverCallback(
      callbackUrl,
      {
        insurer: application.slug,
        applicationId,
        idempotencyKey: key,
        status: application.status,
        policy: application.policy,
        reason: application.reason,
      },
      insurerCallbackSecret(this.config, application.slug),
      () => generation !== this.generation,
    );
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private fingerprint(body: unknown): string {
    return createHash('sha256').update(canonical(body)).digest('hex');
  }

  private conflict(personality: InsurerPersonality): WireAnswer {
    return encodeError(personality.layout, 409, 'idempotency-key-conflict', 'this key was used for another request');
  }
}
