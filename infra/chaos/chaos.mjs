// `npm run chaos -- [--profile full|short] [--servers auto|private|shared] [--rounds 3] [--customers 12] [--deadline-seconds 1800]`
// Builds what it needs (tsc -b: the chaos suite with the benchmark's driver it reuses, and the
// services it starts when their build is stale), then runs infra/chaos/src/chaos.cli.ts: a steady
// flow of orders while workers are killed, insurers fail, notifications are replayed and Redis and
// PostgreSQL restart; then the invariants. Exits 1 when a fault missed or an invariant failed.
import { runTool } from '../bench/run-tool.mjs';

await runTool({ scope: 'chaos', project: 'infra/chaos', entry: 'infra/chaos/dist/chaos/src/chaos.cli.js' });
