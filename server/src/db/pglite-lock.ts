import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { StartupError } from '../startup-error';

export interface DirectoryLock {
  lockPath: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * PGlite is a single-process database: two processes on one folder corrupt it. The lock file
 * sits beside the folder (`<folder>.lock`) so that wiping the folder keeps it meaningful, and
 * holds the owner's PID so a lock left by a crashed process is recognised and taken over.
 */
export function lockDataDirectory(directory: string): DirectoryLock {
  const folder = resolve(directory);
  const lockPath = `${folder}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });

  if (!tryCreate(lockPath)) {
    const holder = readHolder(lockPath);
    if (holder !== undefined && isAlive(holder)) {
      throw new StartupError(
        `The database folder ${folder} is in use by another process (PID ${holder}). ` +
          `Stop that API first, or set PGLITE_DIR to another folder. ` +
          `If no such process is running, delete ${lockPath}.`,
      );
    }
    // The holder is gone (or never wrote its PID before crashing): the lock is stale.
    unlinkSync(lockPath);
    if (!tryCreate(lockPath)) {
      throw new StartupError(`The database folder ${folder} was just claimed by another process. Set PGLITE_DIR to another folder.`);
    }
  }

  let released = false;
  return {
    lockPath,
    release() {
      if (released) return;
      released = true;
      // Never remove a lock that a later process took over after ours was judged stale.
      if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
    },
  };
}
