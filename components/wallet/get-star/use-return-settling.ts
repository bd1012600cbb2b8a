import { useState } from 'react';
import { useAuth } from '@/contexts/auth-context';
import { useBalance } from '@/contexts/balance-context';
import { readCheckoutReturn } from '@/services/payments/checkout-result';
import { pendingCheckout } from '@/services/payments/pending-checkout';

type Phase = 'settling' | 'processing' | 'settled';

/**
 * True while a page load that returns from a payment (3-D Secure, a gateway) waits for its first
 * result: the top-up stays undrawn (no default country, no summary, no old balance) until the
 * result dialog opens over the page in its final state. A processing result that is dismissed
 * settles it too.
 */
export function useReturnSettling(): boolean {
  const { currentUser } = useAuth();
  const { checkoutResult } = useBalance();
  const [phase, setPhase] = useState<Phase>(() => {
    // The balance context cleans the query as it starts the result, after keeping it for the tab.
    const returning =
      readCheckoutReturn(window.location.search) !== null || (currentUser !== null && pendingCheckout.read(currentUser.id) !== null);
    return returning ? 'settling' : 'settled';
  });

  // Follows the result as it renders (React's state from earlier renders), not in an effect.
  let next = phase;
  if (phase !== 'settled') {
    if (checkoutResult?.kind === 'processing') next = 'processing';
    else if (checkoutResult || phase === 'processing') next = 'settled';
  }
  if (next !== phase) setPhase(next);
  return next === 'settling';
}
