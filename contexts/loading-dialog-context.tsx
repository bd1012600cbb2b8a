import { type ReactNode, Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';

export interface LoadingDialogState {
  isOpen: boolean;
  /** Covers the whole screen with a progress indicator; `label` replaces the default "Loading". */
  showLoading: (label?: string) => void;
  hideLoading: () => void;
}

// Loaded when first shown, so pages that never block the screen do not carry the dialog code.
const LoadingDialog = lazy(() => import('@/components/ui/loading-dialog'));

const LoadingDialogContext = createContext<LoadingDialogState | undefined>(undefined);

export function LoadingDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; label?: string } | undefined>(undefined);

  const showLoading = useCallback((label?: string) => setState({ open: true, label }), []);
  const hideLoading = useCallback(() => setState((previous) => previous && { ...previous, open: false }), []);

  const value = useMemo<LoadingDialogState>(
    () => ({ isOpen: state?.open ?? false, showLoading, hideLoading }),
    [state?.open, showLoading, hideLoading],
  );

  return (
    <LoadingDialogContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <LoadingDialog open={state.open} label={state.label} />
        </Suspense>
      )}
    </LoadingDialogContext.Provider>
  );
}

export function useLoadingDialog(): LoadingDialogState {
  const context = useContext(LoadingDialogContext);
  if (!context) throw new Error('useLoadingDialog must be used inside LoadingDialogProvider');
  return context;
}
