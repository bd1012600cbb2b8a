import { loadConfig } from '@/server/src/config';
import { openDatabase } from '@/server/src/db/open';
import { verifyLedger } from '@/server/src/modules/wallet/verify';

// Checks the ledger of the configured database (DATABASE_URL, else PGlite in PGLITE_DIR);
// exits 1 listing every violation, so it can gate a deploy or a restore.
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    const violations = await verifyLedger(database.db);
    if (violations.length > 0) {
      for (const violation of violations) console.error(`${violation.rule} ${violation.id}: ${violation.detail}`);
      console.error(`ledger:verify: ${violations.length} violation(s)`);
      process.exitCode = 1;
    } else {
      console.log('ledger:verify: every transfer balanced, every cached balance equals its entries, no negative wallet');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
