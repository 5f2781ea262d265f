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
import { findIssuer, ISSUERS } from '@asiguro/domain';
import { partnerBehaviourPatchSchema, PartnerBehaviourStore, type PartnerBehaviour } from '../common/partner-behaviour';
import { SandboxReset } from '../common/sandbox-reset';
import { DEFAULT_SANDBOX_SEED } from '../common/seeded-random';
import { InsurerIssuanceService } from '../insurers/insurer-issuance.service';
import { INSURER_PERSONALITIES } from '../insurers/insurer-personalities';

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
  ) {}

  @Get('issuers')
  issuers() {
    return ISSUERS.filter((issuer) => this.behaviours.has(issuer.slug)).map((issuer) => this.describe(issuer.slug));
  }

  @Get('issuers/:slug')
  issuer(@Param('slug') slug: string) {
    return this.describe(this.known(slug));
  }

  /** Changes one issuer's behaviour; `*` changes every issuer (latencyMs 0 for the benchmark). */
  @Put('issuers/:slug')
  update(@Param('slug') slug: string, @Body() body: unknown) {
    const patch = parse(partnerBehaviourPatchSchema, body);
    if (slug === '*') {
      return ISSUERS.filter((issuer) => this.behaviours.has(issuer.slug)).map((issuer) => {
        this.behaviours.update(issuer.slug, patch);
        return this.describe(issuer.slug);
      });
    }
    this.behaviours.update(this.known(slug), patch);
    return this.describe(slug);
  }

  @Get('registries')
  registries(): PartnerBehaviour {
    return this.behaviours.get(this.knownRegistries());
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
    const personality = INSURER_PERSONALITIES.get(slug);
    return {
      slug,
      name: issuer.name,
      kind: issuer.kind,
      products: issuer.products,
      style: personality?.style,
      ...this.behaviours.get(slug),
      ...this.issuance.stats(slug),
    };
  }
}
