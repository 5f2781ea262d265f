/* "Stuck" in SQL is defined beside the console's read model, in the persistence library; the gauge reads it from there too. */
export { issuingTimeSql, stuckSql, stuckOrderOrItemSql } from '@asiguro/persistence';
