import { useCallback } from 'react';
import { useColorScheme } from '@mui/material/styles';

export type ResolvedMode = 'light' | 'dark';

/**
 * Runs `change` with every CSS transition off, so the page takes the other scheme at once instead
 * of easing each colour (MUI's `disableTransitionOnChange`, done here for the toggle only: MUI's
 * also ran when the stored scheme was applied at start-up, two style recalculations of the whole
 * page during every page load). The scheme's class is set by the commit that follows the click;
 * the next task forces a style update with the rule still on, then removes it.
 */
function withoutTransitions(change: () => void): void {
  const rule = document.head.appendChild(document.createElement('style'));
  rule.textContent = '*{transition:none!important}';
  change();
  setTimeout(() => {
    getComputedStyle(document.body).getPropertyValue('color');
    rule.remove();
  }, 1);
}

/**
 * The mode actually shown ('system' resolved through the OS preference) and a toggle that saves
 * the opposite one. The mode is undefined during server rendering and hydration, when only the
 * class that InitColorSchemeScript put on <html> knows it.
 */
export function useThemeMode(): { mode: ResolvedMode | undefined; toggle: () => void } {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const toggle = useCallback(() => withoutTransitions(() => setMode(resolved === 'dark' ? 'light' : 'dark')), [resolved, setMode]);
  return { mode: resolved, toggle };
}
