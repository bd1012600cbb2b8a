import { walletAdjustRequest, type WalletAdjustRequest } from '@/contracts/wallet';
import { loadConfig } from '@/server/src/config';
import { openDatabase } from '@/server/src/db/open';
import { ApiError } from '@/server/src/http/errors';
import { adjustWallet } from '@/server/src/modules/wallet/service';
import { parseArgs } from 'node:util';

// npm run wallet:adjust -- --user <uuid> --currency TVS --amount 1000 --reason "goodwill" [--key <idempotency key>]
// Amounts are integer minor units (TVS 1000 = 10.00 TVS); a negative amount debits, never below zero.
const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    currency: { type: 'string' },
    amount: { type: 'string' },
    reason: { type: 'string' },
    key: { type: 'string' },
  },
});
const parsed = walletAdjustRequest.safeParse({
  user_id: values.user,
  currency: values.currency,
  amount: /^-?\d+$/.test(values.amount ?? '') ? Number(values.amount) : Number.NaN,
  reason: values.reason,
});
if (!parsed.success) {
  console.error(`wallet:adjust: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  process.exit(2);
}
async function main(input: WalletAdjustRequest): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    const result = await adjustWallet(database.db, input, values.key ? `adjust:${values.key}` : undefined);
    console.log(JSON.stringify(result));
  } catch (error) {
    console.error(`wallet:adjust: ${error instanceof ApiError ? `${error.code}: ${error.message}` : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main(parsed.data);
