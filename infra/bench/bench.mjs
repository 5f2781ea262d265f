// `npm run bench -- [--orders 2000] [--concurrency 50] [--workers 1] [--apis 1] [--rate 5,10,20]
//                   [--streams 10000] [--pollers 500] [--skip-floor] [--skip-status] …`
// Builds what it needs (tsc -b: the benchmark, and the services it starts when their build is
// stale), raises the open-file limit for the status load when the hard limit allows, then runs
// infra/bench/src/bench.cli.ts. Needs PostgreSQL and Redis up (npm start's bring-up).
import { runTool } from './run-tool.mjs';

await runTool({
  scope: 'bench',
  project: 'infra/bench',
  entry: 'infra/bench/dist/bench.cli.js',
  openFiles: (args) => {
    const value = (name, fallback) => {
      const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
      if (index < 0) return fallback;
      const inline = args[index].split('=')[1];
      return Number(inline ?? args[index + 1]) || fallback;
    };
    // Each stream and each poller holds a socket in this process and one in the API.
    return value('streams', 10000) + value('pollers', 500) + 4096;
  },
});
