/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** `available`: the browser offered its install prompt; `installed`: installed now, or running as the app. */
export type InstallState = 'unavailable' | 'available' | 'installed';
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPromptStore {
  /** Starts listening (once): call it as early as possible, the event fires only once per page load. */
  capture(): void;
  state(): InstallState;
  subscribe(listener: () => void): () => void;
  /** Shows the browser's prompt; an offer can be used once. */
  prompt(): Promise<InstallOutcome>;
}

const STANDALONE = '(display-mode: standalone)';

function runsStandalone(win: Window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof win.matchMedia === 'function' && Boolean(win.matchMedia(STANDALONE)?.matches));
}

export function createInstallPromptStore(win: () => Window | undefined = () => (typeof window === 'undefined' ? undefined : window)) {
  let offer: BeforeInstallPromptEvent | null = null;
  let current: InstallState = 'unavailable';
  let capturing = false;
  const listeners = new Set<() => void>();

  const set = (next: InstallState) => {
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  };

  const store: InstallPromptStore = {
    capture() {
      const target = win();
      if (!target || capturing) return;
      capturing = true;
      if (runsStandalone(target)) set('installed');
      target.addEventListener('beforeinstallprompt', (event) => {
        // Keeps the browser's own banner away; the page offers the prompt when the visitor asks.
        event.preventDefault();
        offer = event as BeforeInstallPromptEvent;
        if (current !== 'installed') set('available');
      });
      target.addEventListener('appinstalled', () => {
        offer = null;
        set('installed');
      });
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prompt() {
      const event = offer;
      if (!event) return 'unavailable';
      offer = null;
      set('unavailable');
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') set('installed');
      return outcome;
    },
  };
  return store;
}

/** The page's one store: `_app` (or the install page, at the latest) calls `capture()` when its module loads. */
export const installPrompt = createInstallPromptStore();
