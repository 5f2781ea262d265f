import type { Rates } from '@asiguro/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The official rates of one day (yyyyMMdd in Europe/Chisinau), as MDL per unit of every currency
 * the products need (RATE_CURRENCIES: MDL, EUR, RON, USD, HUF; a check constraint holds new rows
 * to it, and readers skip older records that lack one).
 */
@Entity('exchange_rates')
export class ExchangeRateEntity {
  @PrimaryColumn({ type: 'char', length: 8 })
  day!: string;

  @Column({ type: 'jsonb' })
  rates!: Rates;

  @Column({ type: 'varchar', length: 64 })
  source!: string;

  @Column({ name: 'fetched_at', type: 'timestamptz', default: () => 'now()' })
  fetchedAt!: Date;
}
