import { walletAdjustRequest, type WalletAdjustRequest } from '@/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { adjustWallet } from '../wallet/service';

/** `POST /sandbox/wallet/adjust`: the operator adjustment of `npm run wallet:adjust`, for tests and demos. */
export function registerWalletSandbox(app: FastifyInstance, db: Db): void {
  app.post('/sandbox/wallet/adjust', { schema: { body: walletAdjustRequest } }, async (request, reply) => {
    const result = await adjustWallet(db, request.body as WalletAdjustRequest);
    return reply.header('Cache-Control', 'no-store').send({ data: result });
  });
}
