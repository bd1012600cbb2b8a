import { SESSION_RESTORING_ATTRIBUTE } from '@/services/auth/stored-session-hint';
import { CookieName, StorageKey } from '@/services/storage/storage-keys';

/**
 * The same test as `mayHaveStoredSession` (services/auth/stored-session-hint.ts), as an inline script the document runs at the top of
 * <body> (its hash is in the page's script policy). Storage that throws (a locked-down private
 * mode) counts as no session.
 */
export const SESSION_HINT_SCRIPT = [
  'try{var s=window.localStorage;',
  `if(s.getItem(${JSON.stringify(StorageKey.userTokenIdentify)})!==null||s.getItem(${JSON.stringify(StorageKey.userId)})!==null`,
  `||/(?:^|;\\s*)(?:${Object.values(CookieName).join('|')})=/.test(document.cookie))`,
  `document.documentElement.setAttribute(${JSON.stringify(SESSION_RESTORING_ATTRIBUTE)},"")}catch(e){}`,
].join('');
