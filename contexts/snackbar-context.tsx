import { type ReactNode, Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';

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

// The snackbar's MUI code loads with the first message, not with every page.
const AppSnackbar = lazy(() => import('@/components/ui/app-snackbar'));

const SnackbarContext = createContext<SnackbarState | undefined>(undefined);

interface Shown extends Required<SnackbarMessage> {
  id: number;
  open: boolean;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | undefined>(undefined);

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

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <AppSnackbar
            key={shown.id}
            open={shown.open}
            message={shown.message}
            severity={shown.severity}
            autoHideDuration={shown.autoHideDuration}
            onClose={close}
          />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarState {
  const context = useContext(SnackbarContext);
  if (!context) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return context;
}
