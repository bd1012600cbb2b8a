/**
 * Thrown by a connect step the person backed out of (closed the popup, the chooser, the widget):
 * nothing to show, nothing to log. Its own module, so provider code can throw it without loading
 * the sign-in flow.
 */
export class SignInCancelled extends Error {
  constructor() {
    super('Sign-in cancelled');
    this.name = 'SignInCancelled';
  }
}
