import { useCallback } from 'react';
import { useColorScheme } from '@mui/material/styles';

export type ResolvedMode = 'light' | 'dark';

/**
 * The mode actually shown ('system' resolved through the OS preference) and a toggle that saves
 * the opposite one. The mode is undefined during server rendering and hydration, when only the
 * class that InitColorSchemeScript put on <html> knows it.
 */
export function useThemeMode(): { mode: ResolvedMode | undefined; toggle: () => void } {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const toggle = useCallback(() => setMode(resolved === 'dark' ? 'light' : 'dark'), [resolved, setMode]);
  return { mode: resolved, toggle };
}
