import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import { z } from 'zod';
import { findIssuer, ISSUERS, productsSoldBy } from '@asiguro/domain';
import { sandboxIssuerQuirksSchema } from '@asiguro/contracts';
import {
  partnerBehaviourPatchSchema,
  partnerBehaviourSchema,
  PartnerBehaviourStore,
  type PartnerBehaviour,
} from '../common/partner-behaviour';
import { COURIER_BEHAVIOUR_ID } from '../courier/courier-deliveries';
import { SandboxReset } from '../common/sandbox-reset';
import { DEFAULT_SANDBOX_SEED } from '../common/seeded-random';
import { InsurerIssuanceService } from '../insurers/insurer-issuance.service';
import {
  INSURER_QUIRKS,
  InsurerPersonalityStore,
  quirksOf,
  type InsurerQuirks,
} from '../insurers/insurer-personality.store';

/** The id the registries' behaviour is kept under. */
export const REGISTRIES_BEHAVIOUR_ID = 'registries';

const resetSchema = z
  .object({
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .optional(),
  })
  .strict();

/** An issuer's run-time behaviour and quirks: any subset in one PUT. */
const issuerPatchSchema = partnerBehaviourSchema.extend(sandboxIssuerQuirksSchema.shape).partial().strict();
type IssuerPatch = z.infer<typeof issuerPatchSchema>;

/** Splits a validated issuer patch into its behaviour part and its quirks part. */
function splitIssuerPatch(patch: IssuerPatch): {
  behaviour: Partial<PartnerBehaviour>;
  quirks: Partial<InsurerQuirks>;
} {
  const behaviour: Record<string, unknown> = {};
  const quirks: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    ((INSURER_QUIRKS as string[]).includes(key) ? quirks : behaviour)[key] = value;
  }
  return { behaviour, quirks };
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new BadRequestException({ reason: 'invalid-request', issues: parsed.error.issues });
  return parsed.data;
}

/**
 * The sandbox control API that tests, the console and the benchmark use to make a partner slow,
 * failing, broken or down, and to put the sandbox back to its start.
 */
@Controller('admin')
export class AdminController {
  constructor(
    private readonly behaviours: PartnerBehaviourStore,
    private readonly resets: SandboxReset,
    private readonly issuance: InsurerIssuanceService,
    private readonly personalities: InsurerPersonalityStore,
  ) {}

  @Get('issuers')
  issuers() {
    return ISSUERS.filter((issuer) => this.behaviours.has(issuer.slug)).map((issuer) => this.describe(issuer.slug));
  }

  @Get('issuers/:slug')
  issuer(@Param('slug') slug: string) {
    return this.describe(this.known(slug));
  }

  /** The policies an issuer has issued, each with the Idempotency-Key it was issued for. */
  @Get('issuers/:slug/policies')
  policies(@Param('slug') slug: string) {
    return this.issuance.issued(this.known(slug));
  }

  /**
   * Changes one issuer's behaviour (latency, failure share, mode) and quirks (API style, 429
   * share, processing time, refusing an insured abroad); `*` changes every issuer (latencyMs 0
   * for the benchmark).
   */
  @Put('issuers/:slug')
  update(@Param('slug') slug: string, @Body() body: unknown) {
    const patch = splitIssuerPatch(parse(issuerPatchSchema, body));
    const slugs =
      slug === '*'
        ? ISSUERS.filter((issuer) => this.behaviours.has(issuer.slug)).map((issuer) => issuer.slug)
        : [this.known(slug)];
    for (const each of slugs) {
      this.behaviours.update(each, patch.behaviour);
      this.personalities.update(each, patch.quirks);
    }
    return slug === '*' ? slugs.map((each) => this.describe(each)) : this.describe(slug);
  }

  @Get('registries')
  registries(): PartnerBehaviour {
    return this.behaviours.get(this.knownRegistries());
  }

  /** The courier's delivery API: up, slow, down, failing (its pace and refusals are under /courier/control). */
  @Put('courier')
  updateCourier(@Body() body: unknown): PartnerBehaviour {
    return this.behaviours.update(COURIER_BEHAVIOUR_ID, parse(partnerBehaviourPatchSchema, body));
  }

  @Put('registries')
  updateRegistries(@Body() body: unknown): PartnerBehaviour {
    return this.behaviours.update(this.knownRegistries(), parse(partnerBehaviourPatchSchema, body));
  }

  /** Every behaviour back to its default, every store emptied, every random stream restarted. */
  @Post('reset')
  @HttpCode(200)
  reset(@Body() body: unknown) {
    const seed = parse(resetSchema, body).seed ?? DEFAULT_SANDBOX_SEED;
    this.behaviours.reset(seed);
    return { seed, reset: ['behaviours', ...this.resets.resetAll(seed)] };
  }

  private known(slug: string): string {
    if (!findIssuer(slug) || !this.behaviours.has(slug)) {
      throw new NotFoundException({ reason: 'unknown-issuer', message: `no issuer ${slug}` });
    }
    return slug;
  }

  private knownRegistries(): string {
    if (!this.behaviours.has(REGISTRIES_BEHAVIOUR_ID)) throw new NotFoundException({ reason: 'unknown-partner' });
    return REGISTRIES_BEHAVIOUR_ID;
  }

  private describe(slug: string) {
    const issuer = findIssuer(slug)!;
    const personality = this.personalities.get(slug);
    return {
      slug,
      name: issuer.name,
      kind: issuer.kind,
      products: productsSoldBy(issuer),
      ...(personality && quirksOf(personality)),
      ...this.behaviours.get(slug),
      ...this.issuance.stats(slug),
    };
  }
}
