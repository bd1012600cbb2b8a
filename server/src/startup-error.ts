/**
 * A problem the operator fixes by changing how the API is started (configuration, a busy data
 * folder). main.ts prints only its message, since a stack trace would bury the advice.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
