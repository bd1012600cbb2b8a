import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, FirebaseProvider } from '@/contracts/auth';
import type { TurnstileChallenge } from '@/contracts/session';
import type { AuthRuntime } from '@/services/api/auth/runtime';
import type { ConnectCall } from '@/services/api/auth/sign-in-flow';
import type { SandboxAccount } from '@/services/auth/sandbox-accounts';
import type { SessionSnapshot } from '@/services/auth/session-types';
import { providerConfig } from '@/services/auth/provider-config';
import { publicConfig } from '@/services/config/public-config';
import { useLoadingDialog } from './loading-dialog-context';
import { useSnackbar } from './snackbar-context';

export const LOGIN_METHODS = ['apple', 'facebook', 'google', 'petra', 'qrcode', 'telegram', 'tiktok', 'twitter'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export type AuthDialog = 'login' | 'switchAccount';
export type { ConnectCall, ConnectContext } from '@/services/api/auth/sign-in-flow';


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
const flows = () => import('@/services/api/auth/sign-in-flow');
const runtimeModule = () => import('@/services/api/auth/runtime');
const loadRuntime = () => runtimeModule().then((module) => module.createAuthRuntime());

const TurnstileDialog = lazy(() => import('@/components/auth/turnstile-dialog'));
const LoginDialog = lazy(() => import('@/components/auth/login-dialog'));
const SwitchAccountDialog = lazy(() => import('@/components/auth/switch-account-dialog'));
const SandboxAccountChooser = lazy(() => import('@/components/auth/sandbox-account-chooser'));
const analytics = () => import('@/services/analytics/events');
// Once per landing, however often the provider mounts (Strict Mode mounts it twice).
let trackedReferral: string | null = null;

interface ChooserRequest {
  provider: FirebaseProvider;
  resolve: (account: SandboxAccount | null) => void;
}

/** The sandbox account chooser is hosted here, so sign-in and profile linking both reach it. */
async function hostSandboxChooser(open: (request: ChooserRequest | null) => void): Promise<() => void> {
  const { registerSandboxAccountChooser } = await import('@/services/auth/sandbox-accounts');
  return registerSandboxAccountChooser(
    (provider) =>
      new Promise((resolve) => {
        open({
          provider,
          resolve: (account) => {
            open(null);
            resolve(account);
          },
        });
      }),
  );
}

const AuthContext = createContext<AuthState | undefined>(undefined);

interface Pending {
  method: LoginMethod;
  connect: ConnectCall;
  walletOnlyVerified: boolean;
}

export function AuthProvider({ children, load = loadRuntime }: { children: ReactNode; load?: () => Promise<AuthRuntime> }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { showLoading, hideLoading } = useLoadingDialog();
  const [chooser, setChooser] = useState<ChooserRequest | null>(null);
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

  // One Tap signs in through the same path as the Google button; a ref keeps it on the latest signIn.
  const signInRef = useRef<AuthState['signIn'] | null>(null);
  const offerOneTap = useCallback(() => {
    if (!providerConfig.googleClientId) return;
    void Promise.all([import('@/services/auth/google-one-tap'), import('@/services/api/auth/firebase-connect')]).then(
      ([{ initGoogleOneTap }, { googleOneTapConnect }]) =>
        initGoogleOneTap((credential) => {
          const describe = () => t('firebase.failed', { ns: 'auth', provider: 'Google' });
          void signInRef.current?.('google', googleOneTapConnect(credential, describe));
        }),
    );
  }, [t]);

  useEffect(() => {
    let active = true;
    let unhost: (() => void) | undefined;
    // A referral visit is counted once, on the page it landed on; analytics code loads only then.
    if (window.location.search.includes('utm_') && trackedReferral !== window.location.href) {
      trackedReferral = window.location.href;
      void analytics().then(({ trackReferralVisit }) => trackReferralVisit(window.location.search));
    }
    void (async () => {
      const loaded = await load();
      if (!active) return;
      setRuntime(loaded);
      // Created here on a first visit, so every later sign-in finds it.
      loaded.deviceId();
      if (publicConfig.sandboxOrigin) {
        const release = await hostSandboxChooser(setChooser);
        if (active) unhost = release;
        else release();
      }
      // Start-up sign-in (spec §4): with a token fetch the user, else sign out. The full-screen
      // loading dialog covers only a stored session being restored, never a signed-out landing.
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
      if (!active) return;
      setIsLoading(false);
      if (!loaded.session.getSnapshot().userId) offerOneTap();
    })();
    return () => {
      active = false;
      unhost?.();
    };
  }, [load, showLoading, hideLoading, offerOneTap]);

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

  const attempt = useCallback(
    async ({ method, connect, walletOnlyVerified }: Pending, solved?: { token: string; challengeId: string }): Promise<boolean> => {
      const deviceId = runtime?.deviceId();
      if (!runtime || !deviceId) return false;
      setLoginMethod(method);
      try {
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
    [runtime, fail, showSuccess, t],
  );

  const signIn = useCallback<AuthState['signIn']>(
    (method, connect, options) => attempt({ method, connect, walletOnlyVerified: options?.walletOnlyVerified ?? false }),
    [attempt],
  );
  useEffect(() => {
    signInRef.current = signIn;
  }, [signIn]);

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
    [isLoading, snapshot.user, turnstile, loginMethod, dialogs, accounts, setDialog, signIn, completeTurnstile, cancelTurnstile, signOut, switchAccount, addAccount],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {turnstile && <TurnstileDialog />}
        {dialogs.login && <LoginDialog />}
        {dialogs.switchAccount && <SwitchAccountDialog />}
        {chooser && <SandboxAccountChooser provider={chooser.provider} onClose={chooser.resolve} />}
      </Suspense>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
