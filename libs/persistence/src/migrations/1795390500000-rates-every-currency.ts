import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily record of official rates keeps every currency the products need (RATE_CURRENCIES in
 * @asiguro/domain: MDL, EUR, RON, USD and the forint of the Hungarian e-matrica). Records stored
 * before the forint was kept lack it: they stay (NOT VALID checks new and changed rows only), and
 * readers skip them like a day without rates, falling back to the latest complete record.
 */
export class RatesEveryCurrency1795390500000 implements MigrationInterface {
  name = 'RatesEveryCurrency1795390500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `alter table exchange_rates add constraint exchange_rates_every_currency
       check (rates ?& array['MDL', 'EUR', 'RON', 'USD', 'HUF']) not valid`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`alter table exchange_rates drop constraint if exists exchange_rates_every_currency`);
  }
}
