import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/**
 * A fresh PostgreSQL cluster on 127.0.0.1 the way `.ci/run` starts one (initdb with trust auth,
 * socket in the scratch folder); as root it runs as the `postgres` user, which initdb requires.
 * Undefined when PostgreSQL is not installed.
 */
export function startThrowawayPostgres(port: number): ThrowawayPostgres | undefined {
  if (!existsSync(join(PG_BIN, 'initdb'))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'starlit-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, 0);
  }
  const run = (args: string[]) => {
    const command = `${PG_BIN}/${args.map((arg) => `'${arg}'`).join(' ')}`;
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' });
    else execFileSync('/bin/bash', ['-c', command], { stdio: 'ignore' });
  };
  const data = join(dir, 'data');
  run(['initdb', '-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run(['pg_ctl', '-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(['pg_ctl', '-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
