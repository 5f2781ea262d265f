// What `npm run bench` and `npm run chaos` share: check Node, raise the open-file limit when a
// run needs more sockets than the soft limit allows (re-running itself under `ulimit -n`, which
// children inherit), build the tool with tsc -b (its project references rebuild the libraries and
// services it starts when their build is stale), then run the tool's compiled main(argv).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { checkNodeVersion, log, root } from '../scripts/lib.mjs';

function openFileLimits() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [soft, hard] = line.replace('Max open files', '').trim().split(/\s+/);
    return { soft: Number(soft), hard: hard === 'unlimited' ? Infinity : Number(hard) };
  } catch {
    return undefined; // not Linux: leave the limit alone
  }
}

export async function runTool({ scope, project, entry, openFiles }) {
  checkNodeVersion(scope);
  const args = process.argv.slice(2);

  const wanted = openFiles?.(args) ?? 0;
  const limits = openFileLimits();
  if (limits && limits.soft < wanted && !process.env.ASIGURO_ULIMIT_RAISED) {
    const target = Math.min(wanted, limits.hard);
    if (target > limits.soft) {
      log(scope, `raising the open-file limit from ${limits.soft} to ${target} (ulimit -n)`);
      const again = spawnSync(
        '/bin/sh',
        [
          '-c',
          `ulimit -n ${target} && exec "$0" "$@"`,
          process.execPath,
          ...process.execArgv,
          process.argv[1],
          ...args,
        ],
        { stdio: 'inherit', env: { ...process.env, ASIGURO_ULIMIT_RAISED: '1' } },
      );
      process.exit(again.status ?? 1);
    }
    log(scope, `the open-file limit is ${limits.soft} (hard ${limits.hard}); this run wants about ${wanted}`);
  }

  log(scope, `building ${project} (tsc -b)`);
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    log(scope, `tsc -b ${project} failed`);
    process.exit(build.status || 1);
  }

  const require = createRequire(import.meta.url);
  const tool = require(join(root, entry));
  try {
    const code = await tool.main(args);
    process.exit(typeof code === 'number' ? code : 0);
  } catch (error) {
    log(scope, error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}
