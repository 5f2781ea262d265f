/* "Stuck" in SQL lives with the queries that use it (libs/persistence); the console builds on it too. */
export { issuingTimeSql, stuckOrderOrItemSql, stuckSql } from '@asiguro/persistence';
