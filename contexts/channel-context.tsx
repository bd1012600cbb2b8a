import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Channel, ChannelErrorCode, CreateChannelRequest, PublicChannel, SlugCheck, UpdateChannelRequest } from '@/contracts/channel';
import { missingChannel } from '@/services/channel/missing-channel';
import type { UploadProgress } from '@/services/api/channel/upload';
import type { HttpClient, HttpResult } from '@/services/http';
import { useAuth } from './auth-context';

/** Which picture of the channel an upload is for; it names the stored file. */
export type ChannelImage = 'avatar' | 'banner';

export interface ChannelState {
  /** True while the signed-in user's channel is being fetched. */
  isLoading: boolean;
  myChannel: Channel | null;
  /** True when the API answered that the signed-in user has no channel (spec: show the creation screen). */
  needsChannel: boolean;
  /** The tick's image of a verified channel. */
  verifiedTickBadge: string | null;
  /** Null without a payload (nothing is sent); the channel is stored only on 201. */
  create: (payload?: CreateChannelRequest | null) => Promise<HttpResult<Channel> | null>;
  update: (changes: UpdateChannelRequest) => Promise<HttpResult<Channel>>;
  /** A public channel; null without a slug (nothing is sent) or when there is none. */
  get: (slug?: string | null) => Promise<PublicChannel | null>;
  /** Available slugs for a display name; none for an empty query (nothing is sent). */
  suggest: (query: string) => Promise<string[]>;
  /** Null for an empty slug or when the API could not answer. */
  checkSlug: (slug: string) => Promise<SlugCheck | null>;
  /** The uploaded image's public URL, or '' when the upload failed. */
  uploadMedia: (file: File, image: ChannelImage, onProgress?: UploadProgress) => Promise<string>;
}

type Status = 'idle' | 'loading' | 'ready' | 'missing' | 'failed';

interface OwnedState {
  userId: string | null;
  status: Status;
  channel: Channel | null;
}

// Schemas and the HTTP client arrive with the first signed-in call, not with every page.
const channelApi = () => import('@/services/api/channel/channel');
const uploadApi = () => import('@/services/api/channel/upload');
/** The public pages are cached (pages/[slug].tsx); a change is rendered again before it is reported done. */
const refreshPages = async () => (await import('@/services/pages/channel-pages')).refreshChannelPages();

// A type-only import keeps the contract's schemas (zod) out of every page's first load.
const CHANNEL_EXISTS: (typeof ChannelErrorCode)['CHANNEL_EXISTS'] = 'CHANNEL_EXISTS';

const ChannelContext = createContext<ChannelState | undefined>(undefined);

/**
 * The signed-in user's channel. State is tagged with the user it belongs to, so after an account
 * switch the previous account's channel is never shown, and answers that arrive for an account
 * no longer current are dropped. `client` replaces the page's API client (tests).
 */
export function ChannelProvider({ children, client }: { children: ReactNode; client?: HttpClient }) {
  const { currentUser, isLoading: authStarting } = useAuth();
  const userId = currentUser?.id ?? null;
  const [state, setState] = useState<OwnedState>({ userId: null, status: 'idle', channel: null });
  const currentUserId = useRef(userId);

  // Bumped to ask again: a create that found a channel made elsewhere (another tab).
  const [asked, setAsked] = useState(0);

  // Signed out (not merely before the session is restored): the next sign-in asks again.
  useEffect(() => {
    if (!userId && !authStarting) missingChannel.forget();
  }, [userId, authStarting]);

  useEffect(() => {
    currentUserId.current = userId;
    if (!userId) return;
    // Asked once per tab session: without a channel, every page load would ask again for a 404.
    if (missingChannel.has(userId)) return;
    let active = true;
    // No 'loading' state is set here: state tagged with another user already reads as loading.
    void (async () => {
      const answer = await (await channelApi()).getMyChannel(client);
      if (!active) return;
      if (answer.ok) setState({ userId, status: 'ready', channel: answer.data.data });
      else setState({ userId, status: answer.status === 404 ? 'missing' : 'failed', channel: null });
      if (!answer.ok && answer.status === 404) missingChannel.remember(userId);
    })();
    return () => {
      active = false;
    };
  }, [userId, client, asked]);

  /** Stores a channel fetched for `owner` unless another account became current meanwhile. */
  const store = useCallback((owner: string | null, channel: Channel) => {
    if (owner !== null && currentUserId.current === owner) setState({ userId: owner, status: 'ready', channel });
  }, []);

  const create = useCallback<ChannelState['create']>(
    async (payload) => {
      if (!payload) return null;
      const owner = currentUserId.current;
      const answer = await (await channelApi()).createMyChannel(payload, client);
      if (!answer.ok) {
        if (answer.code === CHANNEL_EXISTS) {
          missingChannel.forget();
          setAsked((count) => count + 1);
        }
        return answer;
      }
      missingChannel.forget();
      if (answer.status === 201) {
        store(owner, answer.data.data);
        await refreshPages();
      }
      return { ...answer, data: answer.data.data };
    },
    [client, store],
  );

  const update = useCallback<ChannelState['update']>(
    async (changes) => {
      const owner = currentUserId.current;
      const answer = await (await channelApi()).updateMyChannel(changes, client);
      if (!answer.ok) return answer;
      store(owner, answer.data.data);
      await refreshPages();
      return { ...answer, data: answer.data.data };
    },
    [client, store],
  );

  const get = useCallback<ChannelState['get']>(
    async (slug) => {
      if (!slug) return null;
      const answer = await (await channelApi()).getChannel(slug, client);
      return answer.ok ? answer.data.data : null;
    },
    [client],
  );

  const suggest = useCallback<ChannelState['suggest']>(
    async (query) => {
      const q = query.trim();
      if (!q) return [];
      const answer = await (await channelApi()).suggestSlug(q, client);
      return answer.ok ? answer.data.data.slugs : [];
    },
    [client],
  );

  const checkSlug = useCallback<ChannelState['checkSlug']>(
    async (slug) => {
      if (!slug.trim()) return null;
      const answer = await (await channelApi()).checkSlug(slug, client);
      return answer.ok ? answer.data.data : null;
    },
    [client],
  );

  const uploadMedia = useCallback<ChannelState['uploadMedia']>(
    async (file, image, onProgress) => {
      try {
        return await (await uploadApi()).uploadImage(file, image, onProgress, client);
      } catch {
        // A chunk that fails to load is one more failed upload, which the caller reports.
        return '';
      }
    },
    [client],
  );

  const own = state.userId === userId ? state : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `asked` changes what the tab remembers.
  const remembered = useMemo(() => userId !== null && missingChannel.has(userId), [userId, asked]);
  const status: Status = own?.status ?? (remembered ? 'missing' : userId ? 'loading' : 'idle');
  const myChannel = own?.channel ?? null;

  const value = useMemo<ChannelState>(
    () => ({
      isLoading: status === 'loading',
      myChannel,
      needsChannel: status === 'missing',
      verifiedTickBadge: myChannel?.verified ? myChannel.verified_tick_badge : null,
      create,
      update,
      get,
      suggest,
      checkSlug,
      uploadMedia,
    }),
    [status, myChannel, create, update, get, suggest, checkSlug, uploadMedia],
  );

  return <ChannelContext.Provider value={value}>{children}</ChannelContext.Provider>;
}

export function useChannel(): ChannelState {
  const context = useContext(ChannelContext);
  if (!context) throw new Error('useChannel must be used inside ChannelProvider');
  return context;
}
