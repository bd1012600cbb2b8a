import { loadConfig } from '@/server/src/config';
import { openDatabase } from '@/server/src/db/open';
import { ledgerExposure, verifyLedger } from '@/server/src/modules/wallet/verify';

// Checks the ledger of the configured database (DATABASE_URL, else PGlite in PGLITE_DIR);
// exits 1 listing every violation, so it can gate a deploy or a restore. Outstanding debts and
// the platform's exposure are reported either way: they are business risk, not corruption.
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    const violations = await verifyLedger(database.db);
    if (violations.length > 0) {
      for (const violation of violations) console.error(`${violation.rule} ${violation.id}: ${violation.detail}`);
      console.error(`ledger:verify: ${violations.length} violation(s)`);
      process.exitCode = 1;
    } else {
      console.log(
        'ledger:verify: every transfer balanced, every entry in its account currency, every cached balance equals its entries, no negative wallet or positive debt, every membership charge matches its transfer',
      );
    }
    const exposure = await ledgerExposure(database.db);
    const debts = exposure.debts.map((debt) => `${debt.owed} ${debt.currency} owed by ${debt.accounts} account(s)`);
    console.log(`ledger:verify: outstanding debts: ${debts.length > 0 ? debts.join(', ') : 'none'}`);
    console.log(`ledger:verify: exposure (debts at the conversion rate): ${exposure.exposureTvs} TVS minor units`);
    const pending = exposure.pending.map((entry) => `${entry.amount} ${entry.currency}`);
    console.log(`ledger:verify: gift earnings pending release: ${pending.length > 0 ? pending.join(', ') : 'none'}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
