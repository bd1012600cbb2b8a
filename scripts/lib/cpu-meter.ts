import { readdirSync, readFileSync } from 'node:fs';

// What each process of a benchmark spent of the machine's CPU, so its report says where the time
// went (the API, the database, the load generator) and not only how long a request took. Reads
// Linux's /proc; elsewhere `measure` answers null and the report leaves the columns out.

/** Linux's USER_HZ: /proc counts CPU time in these ticks (100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

export interface CpuGroups {
  /** The API's process (all of its threads). */
  api?: number;
  /** Processes named `postgres` on this machine: a PostgreSQL elsewhere is not seen. */
  postgres: boolean;
}

export interface CpuShares {
  /** Percent of one core over the measured time, per group; the load generator is this process. */
  api: number | null;
  postgres: number | null;
  load: number;
}

/** utime + stime of one process, in ticks; undefined once it is gone. */
function ticksOf(pid: string): { name: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function snapshot(groups: CpuGroups): { api: number; postgres: number } {
  let postgres = 0;
  if (groups.postgres) {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const entry = ticksOf(pid);
      if (entry?.name === 'postgres') postgres += entry.ticks;
    }
  }
  return { api: groups.api ? (ticksOf(String(groups.api))?.ticks ?? 0) : 0, postgres };
}

/** Runs `work` and answers, with its result, each group's CPU over that time (null off Linux). */
export async function measureCpu<T>(groups: CpuGroups, work: () => Promise<T>): Promise<{ result: T; cpu: CpuShares | null }> {
  const linux = process.platform === 'linux';
  const before = linux ? snapshot(groups) : undefined;
  const load = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(load);
  if (!before) return { result, cpu: null };
  const after = snapshot(groups);
  // CPU seconds over wall seconds, as a percent of one core.
  const percentOf = (cpuSeconds: number) => Math.round((100 * cpuSeconds) / seconds);
  const ticks = (count: number) => count / TICKS_PER_SECOND;
  return {
    result,
    cpu: {
      api: groups.api ? percentOf(ticks(after.api - before.api)) : null,
      postgres: groups.postgres ? percentOf(ticks(after.postgres - before.postgres)) : null,
      load: percentOf((used.user + used.system) / 1e6),
    },
  };
}
