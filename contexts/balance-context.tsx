import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { BalanceConfig, WalletBalance } from '@/contracts/wallet';
import type { ApiClients } from '@/services/http';
import type { CheckoutDialog } from '@/services/payments/checkout-result';
import type { CheckoutResultController } from '@/services/payments/checkout-result-controller';
import { formatMoney } from '@/services/payments/money';
import { useAuth } from './auth-context';
import { useLanguage } from './language-context';

export interface BalanceState {
  balances: WalletBalance[];
  config: BalanceConfig | null;
  /** The TVS balance in minor units, and as the current language writes it. */
  totalValue: number;
  totalValueDisplay: string;
  /** The STAR balance, and as the current language writes it. */
  total: number;
  totalDisplay: string;
  /** True while the current account's balance has not arrived yet. */
  isLoading: boolean;
  refresh: () => Promise<void>;
  /** The checkout-result callback: settles a payment return found in `search` (default: this page's query). */
  handleCheckoutResult: (search?: string) => void;
  /** The result dialog to show, if any (the dialog host renders it). */
  checkoutResult: CheckoutDialog | null;
  /** Shows a result the page learned itself (a TVS conversion, a saved card charged at once). */
  showCheckoutResult: (dialog: CheckoutDialog) => void;
  closeCheckoutResult: () => void;
}

interface Owned {
  userId: string;
  balances: WalletBalance[];
  config: BalanceConfig | null;
}

const BalanceContext = createContext<BalanceState | undefined>(undefined);

// The schemas, the HTTP client and the result handling arrive with the first signed-in user.
const balanceApi = () => import('@/services/api/wallet/balance');
const resultController = () => import('@/services/payments/checkout-result-controller');

function amountOf(balances: WalletBalance[], currency: WalletBalance['amount_currency']): number {
  return balances.find((entry) => entry.amount_currency === currency)?.amount ?? 0;
}

/**
 * The signed-in user's balances (spec §3) and the checkout result (spec §4). Everything is tagged
 * with the account it belongs to: after a switch nothing of the previous account is shown, and
 * answers or polls of an account no longer current are dropped. `clients` replaces the page's
 * API clients and `onCleanQuery` the URL cleaning (tests).
 */
export function BalanceProvider({
  children,
  clients,
  onCleanQuery,
}: {
  children: ReactNode;
  clients?: ApiClients;
  onCleanQuery?: () => Promise<void> | void;
}) {
  const { currentUser } = useAuth();
  const { current: language } = useLanguage();
  const userId = currentUser?.id ?? null;
  const [owned, setOwned] = useState<Owned | null>(null);
  const [dialog, setDialog] = useState<{
    userId: string;
    dialog: CheckoutDialog;
  } | null>(null);
  const currentUserId = useRef(userId);
  const controller = useRef<Promise<CheckoutResultController> | null>(null);

  const load = useCallback(
    async (owner: string) => {
      const answer = await (await balanceApi()).getBalance(clients);
      if (currentUserId.current !== owner || !answer.ok) return;
      setOwned({
        userId: owner,
        balances: answer.data.data.balances,
        config: answer.data.data.config,
      });
    },
    [clients],
  );

  const refresh = useCallback(async () => {
    if (currentUserId.current) await load(currentUserId.current);
  }, [load]);

  const results = useCallback(() => {
    controller.current ??= resultController().then(({ createCheckoutResultController }) =>
      createCheckoutResultController({
        clients,
        currentUserId: () => currentUserId.current,
        showDialog: (owner, next) => setDialog({ userId: owner, dialog: next }),
        onSuccess: load,
        cleanQuery: onCleanQuery,
      }),
    );
    return controller.current;
  }, [clients, load, onCleanQuery]);

  const handleCheckoutResult = useCallback(
    (search?: string) => {
      if (!currentUserId.current) return;
      const query = search ?? window.location.search;
      void results().then((handler) => handler.handle(query));
    },
    [results],
  );

  useEffect(() => {
    currentUserId.current = userId;
    if (controller.current) void controller.current.then((handler) => handler.userChanged(userId));
    if (!userId) return;
    void load(userId);
    handleCheckoutResult();
  }, [userId, load, handleCheckoutResult]);

  useEffect(() => () => void controller.current?.then((handler) => handler.dispose()), []);

  const closeCheckoutResult = useCallback(() => {
    setDialog(null);
    void controller.current?.then((handler) => handler.close());
  }, []);

  const showCheckoutResult = useCallback((next: CheckoutDialog) => {
    const owner = currentUserId.current;
    if (owner) setDialog({ userId: owner, dialog: next });
  }, []);

  const own = owned && owned.userId === userId ? owned : null;
  const balances = useMemo(() => own?.balances ?? [], [own]);
  const total = amountOf(balances, 'STAR');
  const totalValue = amountOf(balances, 'TVS');
  const checkoutResult = dialog && dialog.userId === userId ? dialog.dialog : null;

  const value = useMemo<BalanceState>(
    () => ({
      balances,
      config: own?.config ?? null,
      total,
      // Formatted when read: a guest's page never shows a balance, so it never pays for the formatters.
      get totalDisplay() {
        return formatMoney(total, 'STAR', language, own?.config?.exponents.STAR);
      },
      totalValue,
      get totalValueDisplay() {
        return formatMoney(totalValue, 'TVS', language, own?.config?.exponents.TVS);
      },
      isLoading: userId !== null && own === null,
      refresh,
      handleCheckoutResult,
      checkoutResult,
      showCheckoutResult,
      closeCheckoutResult,
    }),
    [
      balances,
      own,
      total,
      totalValue,
      language,
      userId,
      refresh,
      handleCheckoutResult,
      checkoutResult,
      showCheckoutResult,
      closeCheckoutResult,
    ],
  );

  return <BalanceContext.Provider value={value}>{children}</BalanceContext.Provider>;
}

export function useBalance(): BalanceState {
  const context = useContext(BalanceContext);
  if (!context) throw new Error('useBalance must be used inside BalanceProvider');
  return context;
}
