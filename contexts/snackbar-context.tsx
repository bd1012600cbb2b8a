import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';

export type SnackbarSeverity = 'error' | 'success';

export interface SnackbarMessage {
  message: string;
  severity: SnackbarSeverity;
  /** Milliseconds before the message hides; 3000 unless a message asks otherwise (spec §2). */
  autoHideDuration?: number;
}

export interface SnackbarState {
  showSnackbar: (message: SnackbarMessage) => void;
  showError: (message: string, autoHideDuration?: number) => void;
  showSuccess: (message: string, autoHideDuration?: number) => void;
}

export const SNACKBAR_AUTO_HIDE_MS = 3000;

/** The message on screen, for the dialog host that renders it; `id` changes with every message. */
export interface ShownSnackbar extends Required<SnackbarMessage> {
  id: number;
  open: boolean;
}

export interface SnackbarView {
  shown: ShownSnackbar | undefined;
  close: () => void;
}

const SnackbarContext = createContext<SnackbarState | undefined>(undefined);
// Apart from the actions, so that showing a message re-renders only the host, not every caller.
const SnackbarViewContext = createContext<SnackbarView | undefined>(undefined);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownSnackbar | undefined>(undefined);

  const showSnackbar = useCallback(({ message, severity, autoHideDuration }: SnackbarMessage) => {
    setShown((previous) => ({
      id: (previous?.id ?? 0) + 1,
      open: true,
      message,
      severity,
      autoHideDuration: autoHideDuration ?? SNACKBAR_AUTO_HIDE_MS,
    }));
  }, []);

  const close = useCallback(() => {
    setShown((previous) => previous && { ...previous, open: false });
  }, []);

  const value = useMemo<SnackbarState>(
    () => ({
      showSnackbar,
      showError: (message, autoHideDuration) => showSnackbar({ message, severity: 'error', autoHideDuration }),
      showSuccess: (message, autoHideDuration) => showSnackbar({ message, severity: 'success', autoHideDuration }),
    }),
    [showSnackbar],
  );

  const view = useMemo<SnackbarView>(() => ({ shown, close }), [shown, close]);

  return (
    <SnackbarContext.Provider value={value}>
      <SnackbarViewContext.Provider value={view}>{children}</SnackbarViewContext.Provider>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarState {
  const context = useContext(SnackbarContext);
  if (!context) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return context;
}

export function useSnackbarView(): SnackbarView {
  const context = useContext(SnackbarViewContext);
  if (!context) throw new Error('useSnackbarView must be used inside SnackbarProvider');
  return context;
}
