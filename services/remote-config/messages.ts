/** Logged when neither Firebase nor the sandbox answered (load.ts, resolve.ts). */
export const FETCH_FAILED = 'Remote config could not be fetched; the built-in defaults stand.';
