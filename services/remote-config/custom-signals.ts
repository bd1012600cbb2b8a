/** Firebase Remote Config keeps at most this many custom signals per app instance (spec §5, §9). */
export const MAX_CUSTOM_SIGNALS = 100;

export type CustomSignals = Record<string, string | number | null>;

/** The first 100 signals, in the order given; the rest are dropped, and the log says which. */
export function capCustomSignals(signals: CustomSignals, log: (message: string) => void = console.warn): CustomSignals {
  const entries = Object.entries(signals);
  if (entries.length <= MAX_CUSTOM_SIGNALS) return signals;
  const dropped = entries.slice(MAX_CUSTOM_SIGNALS).map(([name]) => name);
  log(`Remote config takes at most ${MAX_CUSTOM_SIGNALS} custom signals; dropped ${dropped.length}: ${dropped.join(', ')}`);
  return Object.fromEntries(entries.slice(0, MAX_CUSTOM_SIGNALS));
}
