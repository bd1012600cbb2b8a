import { openDatabase } from '@/server/src/db/open';
import { StartupError } from '@/server/src/startup-error';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('PGlite folder lock', () => {
  let parent: string;
  let folder: string;
  let lockPath: string;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'starlit-lock-'));
    folder = join(parent, 'pglite');
    lockPath = `${folder}.lock`;
  });

  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  const open = () => openDatabase({ databaseUrl: undefined, pgliteDir: folder });

  it('holds a lock file beside the folder with our PID, and releases it on close', async () => {
    const database = await open();
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));

    await database.close();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second open of the same folder with a message naming it', async () => {
    const database = await open();
    try {
      const second = open();
      await expect(second).rejects.toBeInstanceOf(StartupError);
      await expect(second).rejects.toThrow(`The database folder ${folder} is in use by another process (PID ${process.pid})`);
      // The refused opener must not remove the lock of the one that holds it.
      expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });

  it('takes over a lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockPath, String(gone));

    const database = await open();
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock left empty by a crash before its PID was written', async () => {
    writeFileSync(lockPath, '');

    const database = await open();
    await database.close();
    expect(existsSync(lockPath)).toBe(false);
  });
});
