import { Injectable, UnauthorizedException } from '@nestjs/common';
import { normalizePhone } from '@asiguro/domain';
import type { Me } from '@asiguro/contracts';
import { AccountRepository, type AccountEntity } from '@asiguro/persistence';
import type { Session } from '../session/session';
import { avatarVersion } from './avatar';
import type { UpdateMeBody } from './me.contract';

/** Initials for the generated avatar: from the display name, else the e-mail's local part. */
export function initialsOf(account: Pick<AccountEntity, 'displayName' | 'email'>): string {
  const source = account.displayName ?? account.email?.split('@')[0].replace(/[._-]+/g, ' ') ?? '';
  const words = source.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}]/gu, '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** The account record (e-mail, phone with the 373 default, display name, generated avatar). */
@Injectable()
export class Accounts {
  constructor(private readonly accounts: AccountRepository) {}

  /** GET /api/me for any session: anonymous until signed in. */
  async me(session: Session): Promise<Me> {
    if (!session.account) {
      return {
        uid: session.uid,
        anonymous: true,
        email: null,
        phone: null,
        displayName: null,
        avatarUrl: `/api/me/avatar.svg?v=${avatarVersion(session.uid, '')}`,
        roles: [],
      };
    }
    const account = await this.accounts.get(session.account.accountId);
    return this.view(session, account);
  }

  /** The signed-in user's own record; anonymous visitors have none (401). */
  async update(session: Session, body: UpdateMeBody): Promise<Me> {
    if (!session.account) throw new UnauthorizedException({ code: 'unauthorized' });
    const changes: Partial<Pick<AccountEntity, 'phone' | 'displayName'>> = {};
    if (body.phone !== undefined) changes.phone = body.phone === null ? null : normalizePhone(body.phone);
    if (body.displayName !== undefined) changes.displayName = body.displayName;
    return this.view(session, await this.accounts.update(session.account.accountId, changes));
  }

  /** The account behind a session, for the avatar. */
  async find(session: Session): Promise<AccountEntity | null> {
    if (!session.account) return null;
    return this.accounts.find(session.account.accountId);
  }

  private view(session: Session, account: AccountEntity): Me {
    return {
      uid: session.uid,
      anonymous: false,
      email: account.email,
      phone: account.phone,
      displayName: account.displayName,
      avatarUrl: `/api/me/avatar.svg?v=${avatarVersion(session.uid, initialsOf(account))}`,
      roles: session.account?.roles ?? [],
    };
  }
}
