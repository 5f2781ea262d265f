import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_SELLER_ID, DomainError, SELLERS, type ValidationIssue } from '@asiguro/domain';
import { consoleSellersResponseSchema, type referralLinkBodySchema } from '@asiguro/contracts';
import { StaffAuditRepository } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import type { z } from 'zod';
import { referralToken, sellerKey } from '../sellers/seller-signatures';
import type { StaffActor } from './console-order-rules';
import { isReferralPath, REFERRAL_PAGES, referralUrl } from './seller-referrals';

const DAY_MS = 24 * 3600 * 1000;

/**
 * What staff hand to partner sellers: referral links to the storefront and the key a partner signs
 * its own links and purchase proofs with. Each hand-over is audited by seller, days and page,
 * never with the token or the key (whoever reads the audit log must not be able to use them).
 */
@Injectable()
export class ConsoleSellersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    private readonly audit: StaffAuditRepository,
  ) {}

  /** The sellers as the domain defines them (the answer's schema is the allow-list), and the pages a link may open. */
  list(): z.infer<typeof consoleSellersResponseSchema> {
    return consoleSellersResponseSchema.parse({
      sellers: SELLERS.map((seller) => ({ ...seller, partner: seller.id !== DEFAULT_SELLER_ID })),
      referralPages: REFERRAL_PAGES,
    });
  }

  /** A link to a storefront page that attributes the visitor's orders to the seller for `days` days. */
  async referralLink(
    sellerId: string,
    { path, days }: z.infer<typeof referralLinkBodySchema>,
    staff: StaffActor,
    now = new Date(),
  ) {
    const issues = partnerIssues(sellerId);
    if (!isReferralPath(path)) issues.push({ path: 'path', key: 'invalid-value' });
    assertValid(issues);
    // Whole seconds, as the token carries them: the expiry shown is the one the storefront checks.
    const expiresAt = new Date(Math.floor((now.getTime() + days * DAY_MS) / 1000) * 1000);
    const token = referralToken(sellerId, sellerKey(sellerId, this.config.SESSION_SECRET), expiresAt);
    await this.audit.record({ staffId: staff.id, action: 'seller-referral-link', details: { sellerId, days, path } });
    return {
      sellerId,
      path,
      days,
      expiresAt: expiresAt.toISOString(),
      url: referralUrl(this.config.PUBLIC_URL, path, token),
    };
  }

  /** The seller's signing key, for partners that sign their own referrals and purchase proofs; audited before it is shown. */
  async key(sellerId: string, staff: StaffActor) {
    assertValid(partnerIssues(sellerId));
    await this.audit.record({ staffId: staff.id, action: 'seller-key-revealed', details: { sellerId } });
    return { sellerId, key: sellerKey(sellerId, this.config.SESSION_SECRET) };
  }
}

/** A partner seller only: the marketplace signs nothing (its orders need no referral). */
function partnerIssues(sellerId: string): ValidationIssue[] {
  const partner = SELLERS.some((seller) => seller.id === sellerId && seller.id !== DEFAULT_SELLER_ID);
  return partner ? [] : [{ path: 'sellerId', key: 'invalid-value' }];
}

function assertValid(issues: ValidationIssue[]): void {
  if (issues.length) throw new DomainError('validation-failed', { issues });
}
