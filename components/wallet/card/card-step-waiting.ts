/**
 * The card step waiting behind a payment's result dialog. The card dialog stays mounted (the
 * typed card fields and the chosen card with it) while the result shows; the result dialog's
 * Retry brings it back with focus on the card, any other way out of the result closes it.
 * Module state, not context: both dialogs load on demand, and the app-wide balance context stays
 * as small as it is on every page.
 */
interface WaitingStep {
  retry: () => void;
  dismiss: () => void;
}

let waiting: WaitingStep | null = null;

export function waitBehindResult(step: WaitingStep): void {
  waiting = step;
}

/** Whether a card step can be tried again in place (the result dialog offers Retry as a button then). */
export function cardStepWaiting(): boolean {
  return waiting !== null;
}

/** Ends the wait: back to the card step (`retry`) or done with it. */
export function resumeCardStep(retry: boolean): void {
  const step = waiting;
  waiting = null;
  if (step) (retry ? step.retry : step.dismiss)();
}

/** A card dialog that closes forgets its wait, so no later result reopens it. */
export function forgetCardStep(step: WaitingStep): void {
  if (waiting === step) waiting = null;
}
