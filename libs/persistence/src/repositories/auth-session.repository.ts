import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StaffRole } from '../entities/account.entity';
import { AuthSessionEntity } from '../entities/auth-session.entity';
import { row } from '../row';
import { entityManagerOf, type Transaction } from '../transactions';

/** A live session as a request sees it; `stale`: its last_seen_at is due for a refresh. */
export interface LiveSession {
  id: string;
  accountId: string;
  roles: StaffRole[];
  method: string;
  stale: boolean;
}

/** How long a session lives without activity and how often its last activity is noted, for staff and for customers. */
export interface SessionTimes {
  touchEverySeconds: { staff: number; customer: number };
  staffIdleMinutes: number;
  customerIdleDays: number;
}

/** Signed-in sessions (auth_sessions), found by their token's hash. */
@Injectable()
export class AuthSessionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new session, inside the sign-in's transaction; answers its id. */
  async insert(
    tx: Transaction,
    session: { tokenHash: string; accountId: string; method: string; roles: StaffRole[]; expiresAt: Date },
  ): Promise<string> {
    const inserted = await entityManagerOf(tx).insert(AuthSessionEntity, row<AuthSessionEntity>(session));
    return inserted.identifiers[0].id as string;
  }

  /** The session a token hash names: not revoked, not expired, not idle too long (staff sessions idle sooner). */
  async findLive(tokenHash: string, times: SessionTimes): Promise<LiveSession | null> {
    const [found] = await this.db.query(
      `select id, account_id, roles, method,
              last_seen_at < now() - make_interval(secs => case when cardinality(roles) > 0 then $2::int else $3::int end)
                as stale
         from auth_sessions
        where token_hash = $1 and revoked_at is null and expires_at > now()
          and last_seen_at > now() - case when cardinality(roles) > 0 then make_interval(mins => $4::int)
                                          else make_interval(days => $5::int) end`,
      [
        tokenHash,
        times.touchEverySeconds.staff,
        times.touchEverySeconds.customer,
        times.staffIdleMinutes,
        times.customerIdleDays,
      ],
    );
    return found
      ? { id: found.id, accountId: found.account_id, roles: found.roles, method: found.method, stale: found.stale }
      : null;
  }

  /** Notes activity now. */
  async touch(id: string): Promise<void> {
    await this.db.query(`update auth_sessions set last_seen_at = now() where id = $1`, [id]);
  }

  /** Ends a session; ending it twice changes nothing. */
  async revoke(id: string, tx?: Transaction): Promise<void> {
    await (tx ? entityManagerOf(tx) : this.db.manager).query(
      `update auth_sessions set revoked_at = now() where id = $1 and revoked_at is null`,
      [id],
    );
  }
}
