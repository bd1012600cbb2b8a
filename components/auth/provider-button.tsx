import { memo, useEffect, useRef } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import type { LoginMethod } from '@/contexts/auth-context';
import { BrandMark } from './brand-icons';

/**
 * The look of MUI's large outlined Button (colour inherit), as one rule set on the list around
 * the buttons: each MUI Button resolves and inserts its emotion styles (root, icon, loading
 * wrapper) on hydration, and the sign-in pages open with eight of them; plain buttons under one
 * rule set cost the list a single style. The ring is the theme's focus ring (theme/theme.ts).
 */
export const providerButtonsSx = (theme: Theme) => ({
  '& .provider-button': {
    typography: 'button',
    fontSize: theme.typography.pxToRem(15),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: 1,
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 64,
    minHeight: 44,
    m: 0,
    py: 1.25,
    px: '21px',
    border: '1px solid',
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    // The hover's background fades as MUI's does; the colours do not: the buttons are disabled while
    // the session starts, and fading eight of them back in drew ~20 frames (style, paint, commit)
    // on the sign-in pages' first load, which MUI's own Button would also have done.
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
    '@media (hover: hover)': {
      '&:hover': { bgcolor: theme.alpha((theme.vars ?? theme).palette.text.primary, (theme.vars ?? theme).palette.action.hoverOpacity) },
    },
    '&:active': { bgcolor: theme.alpha((theme.vars ?? theme).palette.text.primary, (theme.vars ?? theme).palette.action.selectedOpacity) },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    // Disabled by itself or by the list's fieldset while the session starts.
    '&:disabled': { color: 'action.disabled', borderColor: 'action.disabledBackground', pointerEvents: 'none', cursor: 'default' },
  },
  '& .provider-mark': {
    display: 'inherit',
    alignItems: 'center',
    mr: 1,
    ml: '-4px',
    '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  },
});

interface ProviderButtonProps {
  method: LoginMethod;
  label: string;
  busy: boolean;
  disabled: boolean;
  onSelect: (method: LoginMethod) => void;
}

/** Memoized: the list re-renders when the session starts; a button only when its own state changes. */
export const ProviderButton = memo(function ProviderButton({ method, label, busy, disabled, onSelect }: ProviderButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    // A sign-in's own dialog (the account chooser) closes while this button is still busy, so
    // the dialog cannot give focus back to it: it does so once the button is usable again.
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current || disabled) return;
    wasBusy.current = false;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost) button.current?.focus();
  }, [busy, disabled]);
  return (
    <button
      ref={button}
      type="button"
      className="provider-button"
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => onSelect(method)}
    >
      <span className="provider-mark">
        {busy ? <CircularProgress color="inherit" size={22} aria-label={label} /> : <BrandMark method={method} />}
      </span>
      {label}
    </button>
  );
});
