import { createKeyValueStore } from '@/services/storage/local-store';

const KEY = 'starlit_channel_missing';

// This tab's session: the user whose channel the API said is missing. Every page load of a
// signed-in user without a channel would otherwise ask again and log a 404; a channel made in
// another tab shows up on the next sign-in, or at once when this tab tries to create one (409).
const store = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

export const missingChannel = {
  has: (userId: string) => store.readRaw(KEY) === userId,
  remember: (userId: string) => store.writeRaw(KEY, userId),
  forget: () => store.remove(KEY),
};
