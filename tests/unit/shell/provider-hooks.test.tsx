import { renderHook } from '@testing-library/react';
import { useLanguage } from '@/contexts/language-context';
import { useLoadingDialog } from '@/contexts/loading-dialog-context';
import { useSnackbar } from '@/contexts/snackbar-context';

describe('context hooks outside their providers', () => {
  beforeEach(() => {
    // React reports the thrown render error on the console as well; the assertion is the throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['useLanguage', useLanguage, 'LanguageProvider'],
    ['useSnackbar', useSnackbar, 'SnackbarProvider'],
    ['useLoadingDialog', useLoadingDialog, 'LoadingDialogProvider'],
  ])('%s throws', (_name, hook, provider) => {
    expect(() => renderHook(() => hook())).toThrow(provider);
  });
});
