import {
  type ReactNode,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/contracts/auth';
import type { TurnstileChallenge } from '@/contracts/session';
import type { AuthRuntime } from '@/services/auth/runtime';
import type { ConnectCall } from '@/services/auth/sign-in-flow';
import type { SessionSnapshot } from '@/services/auth/session-types';
import { useGoogleOneTap } from '@/hooks/use-google-one-tap';
import { mayHaveStoredSession, SESSION_RESTORING_ATTRIBUTE } from '@/services/auth/stored-session-hint';
import { afterInteractive } from '@/services/scheduling/after-interactive';
import { useLoadingDialog } from './loading-dialog-context';
import { useSnackbar } from './snackbar-context';

export const LOGIN_METHODS = ['apple', 'facebook', 'google', 'petra', 'qrcode', 'telegram', 'tiktok', 'twitter'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export type AuthDialog = 'login' | 'switchAccount';
export type { ConnectCall, ConnectContext } from '@/services/auth/sign-in-flow';

export interface SignedInAccount {
  id: string;
  user: CurrentUser | null;
}

export interface AuthState {
  /** True until start-up has restored (or ruled out) a session. */
  isLoading: boolean;
  currentUser: CurrentUser | null;
  /** The bot challenge a 406 asked for; a dialog shows the widget while it is set. */
  turnstile: TurnstileChallenge | null;
  /** The provider whose sign-in is running. */
  loginMethod: LoginMethod | null;
  dialogs: Record<AuthDialog, boolean>;
  accounts: SignedInAccount[];
  setDialog: (dialog: AuthDialog, open: boolean) => void;
  /** `walletOnlyVerified`: keep the tokens without a user unless the email is verified (Petra). */
  signIn: (method: LoginMethod, connect: ConnectCall, options?: { walletOnlyVerified?: boolean }) => Promise<boolean>;
  /** Retries the sign-in that met the challenge, with the widget's token. */
  completeTurnstile: (token: string) => Promise<boolean>;
  cancelTurnstile: () => void;
  signOut: () => Promise<void>;
  switchAccount: (userId: string) => Promise<boolean>;
  /** Opens the login dialog; the current account stays signed in. */
  addAccount: () => void;
}

const EMPTY: SessionSnapshot = { userId: null, user: null, tokens: null };
const noSubscription = () => () => undefined;
const emptySnapshot = () => EMPTY;
// The session store, HTTP client and schemas arrive with the first use, not with the page.
const flows = () => import('@/services/auth/sign-in-flow');
const runtimeModule = () => import('@/services/auth/runtime');
const loadRuntime = () => runtimeModule().then((module) => module.createAuthRuntime());
const analytics = () => import('@/services/analytics/events');

const AuthContext = createContext<AuthState | undefined>(undefined);

interface Pending {
  method: LoginMethod;
  connect: ConnectCall;
  walletOnlyVerified: boolean;
}

/**
 * The session and the actions on it, nothing else: the dialogs that show this state live in
 * `DialogHost`, One Tap in its hook. `load` replaces the runtime (tests, through AppProviders).
 */
export function AuthProvider({ children, load = loadRuntime }: { children: ReactNode; load?: () => Promise<AuthRuntime> }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { showLoading, hideLoading } = useLoadingDialog();
  const [runtime, setRuntime] = useState<AuthRuntime | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [turnstile, setTurnstile] = useState<TurnstileChallenge | null>(null);
  const [loginMethod, setLoginMethod] = useState<LoginMethod | null>(null);
  const [dialogs, setDialogs] = useState<Record<AuthDialog, boolean>>({ login: false, switchAccount: false });
  const pending = useRef<Pending | null>(null);
  const snapshot = useSyncExternalStore(
    runtime?.session.subscribe ?? noSubscription,
    runtime?.session.getSnapshot ?? emptySnapshot,
    emptySnapshot,
  );

  const setDialog = useCallback((dialog: AuthDialog, open: boolean) => setDialogs((previous) => ({ ...previous, [dialog]: open })), []);

  const fail = useCallback(
    (method: LoginMethod, failure: { code: string; message: string }) => {
      pending.current = null;
      setTurnstile(null);
      showError(failure.message || t('account.signInFailed'));
      void runtimeModule().then(({ reportSignInFailure }) => reportSignInFailure(method, failure.code, failure.message));
    },
    [showError, t],
  );

  const started = useRef<Promise<AuthRuntime> | null>(null);

  /**
   * Loads the runtime once and runs the start-up sign-in (spec §4): with a token fetch the user,
   * else sign out. `offerOneTap` is passed at start-up, where nobody signed in means One Tap. The
   * full-screen loading dialog covers only a stored session being restored.
   */
  const start = useCallback(
    (offerIfSignedOut?: () => void): Promise<AuthRuntime> => {
      started.current ??= (async () => {
        const loaded = await load();
        setRuntime(loaded);
        // Created with the session code, so every later sign-in finds it.
        loaded.deviceId();
        if (loaded.session.restore().tokens) {
          showLoading();
          try {
            await (await runtimeModule()).adoptUser(loaded);
          } finally {
            hideLoading();
          }
        } else {
          loaded.session.clear();
        }
        setIsLoading(false);
        if (!loaded.session.getSnapshot().userId) offerIfSignedOut?.();
        return loaded;
      })().catch((error: unknown) => {
        // A chunk that failed to load (offline) is tried again by the next caller; meanwhile the
        // header offers "Sign in" again.
        started.current = null;
        document.documentElement.removeAttribute(SESSION_RESTORING_ATTRIBUTE);
        throw error;
      });
      return started.current;
    },
    [load, showLoading, hideLoading],
  );

  const attempt = useCallback(
    async ({ method, connect, walletOnlyVerified }: Pending, solved?: { token: string; challengeId: string }): Promise<boolean> => {
      setLoginMethod(method);
      try {
        const runtime = await start();
        const deviceId = runtime.deviceId();
        if (!deviceId) return false;
        const outcome = await (await flows()).runSignIn(runtime, deviceId, connect, walletOnlyVerified, solved);
        if (outcome.kind === 'cancelled') {
          pending.current = null;
          setTurnstile(null);
          return false;
        }
        if (outcome.kind === 'challenge') {
          pending.current = { method, connect, walletOnlyVerified };
          setTurnstile(outcome.challenge);
          return false;
        }
        if (outcome.kind === 'failed') {
          fail(method, outcome);
          return false;
        }
        pending.current = null;
        setTurnstile(null);
        setDialogs({ login: false, switchAccount: false });
        if (outcome.created) void analytics().then(({ trackSignedUp }) => trackSignedUp(method));
        // Spec §4: a wallet without a verified email keeps its tokens but sets no user; say so.
        if (walletOnlyVerified && !runtime.session.getSnapshot().user) showSuccess(t('walletUnverified', { ns: 'auth' }), 6000);
        return true;
      } finally {
        setLoginMethod(null);
      }
    },
    [start, fail, showSuccess, t],
  );

  const signIn = useCallback<AuthState['signIn']>(
    (method, connect, options) => attempt({ method, connect, walletOnlyVerified: options?.walletOnlyVerified ?? false }),
    [attempt],
  );
  const offerOneTap = useGoogleOneTap(signIn);

  useEffect(() => {
    // A browser that may hold a session restores it at once: the page shows who is signed in.
    if (mayHaveStoredSession()) {
      void start(offerOneTap);
      return undefined;
    }
    // A guest has nothing to restore, so the session code (store, HTTP client, schemas) loads with
    // the first sign-in instead of competing with the page's first input, or when another tab
    // signs in. One Tap is offered once the page is interactive. A transition: the header and
    // page re-render for it in slices, after hydration, not in one blocking task.
    startTransition(() => setIsLoading(false));
    const onStorage = () => {
      if (mayHaveStoredSession()) void start(offerOneTap);
    };
    window.addEventListener('storage', onStorage);
    const cancelOneTap = afterInteractive(offerOneTap);
    return () => {
      window.removeEventListener('storage', onStorage);
      cancelOneTap();
    };
  }, [start, offerOneTap]);

  useEffect(() => {
    // After the render that shows the decided state, so the header never draws a "Sign in" between.
    if (!isLoading) document.documentElement.removeAttribute(SESSION_RESTORING_ATTRIBUTE);
  }, [isLoading]);

  const completeTurnstile = useCallback(
    async (token: string) => {
      const retry = pending.current;
      if (!retry || !turnstile) return false;
      return attempt(retry, { token, challengeId: turnstile.challenge_id });
    },
    [attempt, turnstile],
  );

  const cancelTurnstile = useCallback(() => {
    pending.current = null;
    setTurnstile(null);
  }, []);

  /** Spec §4: out of the identity provider, logout, tokens cleared, then One Tap offered again. */
  const signOut = useCallback(async () => {
    if (!runtime) return;
    await (await flows()).runSignOut(runtime);
    if (!runtime.session.getSnapshot().userId) offerOneTap();
  }, [runtime, offerOneTap]);

  const switchAccount = useCallback(
    async (userId: string) => {
      if (!runtime) return false;
      setDialog('switchAccount', false);
      return (await flows()).runSwitch(runtime, userId);
    },
    [runtime, setDialog],
  );

  const addAccount = useCallback(() => setDialogs({ login: true, switchAccount: false }), []);

  const accounts = useMemo<SignedInAccount[]>(() => {
    if (!runtime || !snapshot.userId) return [];
    return Object.entries(runtime.session.accounts()).map(([id, entry]) => ({ id, user: entry.user }));
  }, [runtime, snapshot]);

  const value = useMemo<AuthState>(
    () => ({
      isLoading,
      currentUser: snapshot.user,
      turnstile,
      loginMethod,
      dialogs,
      accounts,
      setDialog,
      signIn,
      completeTurnstile,
      cancelTurnstile,
      signOut,
      switchAccount,
      addAccount,
    }),
    [
      isLoading,
      snapshot.user,
      turnstile,
      loginMethod,
      dialogs,
      accounts,
      setDialog,
      signIn,
      completeTurnstile,
      cancelTurnstile,
      signOut,
      switchAccount,
      addAccount,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
