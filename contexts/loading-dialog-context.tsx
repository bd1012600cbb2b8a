import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';

export interface LoadingDialogState {
  isOpen: boolean;
  /** Covers the whole screen with a progress indicator; `label` replaces the default "Loading". */
  showLoading: (label?: string) => void;
  hideLoading: () => void;
}

/** What the dialog host renders: undefined until the dialog was first shown. */
export type LoadingDialogView = { open: boolean; label?: string } | undefined;

const LoadingDialogContext = createContext<LoadingDialogState | undefined>(undefined);
const LoadingDialogViewContext = createContext<LoadingDialogView | null>(null);

export function LoadingDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoadingDialogView>(undefined);

  const showLoading = useCallback((label?: string) => setState({ open: true, label }), []);
  const hideLoading = useCallback(() => setState((previous) => previous && { ...previous, open: false }), []);

  const value = useMemo<LoadingDialogState>(
    () => ({ isOpen: state?.open ?? false, showLoading, hideLoading }),
    [state?.open, showLoading, hideLoading],
  );

  return (
    <LoadingDialogContext.Provider value={value}>
      <LoadingDialogViewContext.Provider value={state}>{children}</LoadingDialogViewContext.Provider>
    </LoadingDialogContext.Provider>
  );
}

export function useLoadingDialog(): LoadingDialogState {
  const context = useContext(LoadingDialogContext);
  if (!context) throw new Error('useLoadingDialog must be used inside LoadingDialogProvider');
  return context;
}

export function useLoadingDialogView(): LoadingDialogView {
  const context = useContext(LoadingDialogViewContext);
  if (context === null) throw new Error('useLoadingDialogView must be used inside LoadingDialogProvider');
  return context;
}
