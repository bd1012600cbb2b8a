import { z } from 'zod';
import type { ProviderConfig } from './config';

export type TikTokExchange = { ok: true; openId: string; accessToken: string } | { ok: false; reason: string };
export type TikTokUser = { ok: true; openId: string; displayName: string; avatarUrl: string | null } | { ok: false; reason: string };

export interface TikTokClient {
  /**
   * Not-ok reasons: `NOT_CONFIGURED` (no client key or secret: answer 503), `UNAVAILABLE`
   * (TikTok unreachable, timed out or answered nonsense: 503), or TikTok's own error code such
   * as `invalid_grant` (a bad, spent or expired code: the caller's fault).
   */
  exchangeCode(code: string, redirectUri: string): Promise<TikTokExchange>;
  /** Not-ok reasons: `UNAVAILABLE` or TikTok's error code, e.g. `access_token_invalid`. */
  getUser(accessToken: string): Promise<TikTokUser>;
}

export const TIKTOK_TIMEOUT_MS = 10_000;
export const TIKTOK_USER_FIELDS = 'open_id,union_id,avatar_url,display_name';

/** Login Kit v2 token answer: https://developers.tiktok.com/doc/oauth-user-access-token-management */
const tokenAnswer = z.union([
  z.object({ access_token: z.string().min(1), open_id: z.string().min(1) }),
  z.object({ error: z.string().min(1), error_description: z.string().optional() }),
]);

/** Display API v2 /user/info/: the error object is present on success too, with code `ok`. */
const userAnswer = z.object({
  data: z
    .object({
      user: z
        .object({
          open_id: z.string().min(1),
          display_name: z.string().optional(),
          avatar_url: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  error: z.object({ code: z.string(), message: z.string().optional() }),
});

type Fetch = typeof fetch;

/** The parsed JSON body whatever the status: TikTok puts its error codes in 4xx bodies. */
async function call<T>(fetchImpl: Fetch, url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIKTOK_TIMEOUT_MS) });
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createTikTokClient(cfg: ProviderConfig['tiktok'], fetchImpl: Fetch = fetch): TikTokClient {
  const { apiBase, clientKey, clientSecret } = cfg;
  return {
    async exchangeCode(code, redirectUri) {
      if (!clientKey || !clientSecret) return { ok: false, reason: 'NOT_CONFIGURED' };
      // Codes and secrets travel in the form body, never in the URL (DESIGN.md §9).
      const body = new URLSearchParams({
        client_key: clientKey,
        client_secret: clientSecret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
      });
      const answer = await call(
        fetchImpl,
        `${apiBase}/v2/oauth/token/`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Cache-Control': 'no-cache' },
          body,
        },
        tokenAnswer,
      );
      if (!answer) return { ok: false, reason: 'UNAVAILABLE' };
      if ('error' in answer) return { ok: false, reason: answer.error };
      return { ok: true, openId: answer.open_id, accessToken: answer.access_token };
    },

    async getUser(accessToken) {
      const url = `${apiBase}/v2/user/info/?fields=${TIKTOK_USER_FIELDS}`;
      const answer = await call(fetchImpl, url, { headers: { Authorization: `Bearer ${accessToken}` } }, userAnswer);
      if (!answer) return { ok: false, reason: 'UNAVAILABLE' };
      const user = answer.data?.user;
      if (answer.error.code !== 'ok') return { ok: false, reason: answer.error.code };
      if (!user) return { ok: false, reason: 'UNAVAILABLE' };
      return {
        ok: true,
        openId: user.open_id,
        displayName: user.display_name || 'TikTok user',
        avatarUrl: user.avatar_url || null,
      };
    },
  };
}
