import { useEffect, useState } from 'react';
import type { DisplayNameRule } from '@/contracts/display-name';
import { validateDisplayName } from '@/services/api/auth/me';
import type { HttpClient } from '@/services/http';

export const DISPLAY_NAME_CHECK_DELAY_MS = 400;

export type DisplayNameCheckState =
  { status: 'idle' | 'checking' | 'valid' } | { status: 'invalid'; rule: DisplayNameRule; message: string };

/** Asks the server which display-name rule `name` breaks once typing pauses: one request per pause, not per key. */
export function useDisplayNameCheck(name: string, saved: string, client: HttpClient): DisplayNameCheckState {
  // Kept with the text it describes, so a verdict on an older text is never shown for a newer one.
  const [checked, setChecked] = useState<{ name: string; state: DisplayNameCheckState } | null>(null);
  const unchanged = name === saved;

  useEffect(() => {
    if (unchanged) return;
    let current = true;
    const timer = setTimeout(() => {
      const show = (state: DisplayNameCheckState) => current && setChecked({ name, state });
      show({ status: 'checking' });
      void validateDisplayName(name, client).then((answer) => {
        // Without an answer the save decides: the server checks the name again there.
        if (!answer.ok) show({ status: 'idle' });
        else if (answer.data.data.valid) show({ status: 'valid' });
        else show({ status: 'invalid', rule: answer.data.data.code, message: answer.data.data.message });
      });
    }, DISPLAY_NAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, unchanged, client]);

  return !unchanged && checked?.name === name ? checked.state : { status: 'idle' };
}
