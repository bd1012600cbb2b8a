import type { Language } from '@/services/i18n/languages';

/**
 * How each language names what is only planned (live streaming, multi-guest video, video calls,
 * posts and feed, messaging, games and mini apps): none of it may appear on an informational page.
 * A gift's message is built, so "message" alone is not here; direct messages and chats are.
 */
export const PLANNED_WORDS: Record<Language, RegExp> = {
  en: /stream|video|multi-guest|\bposts?\b|\bposting\b|\bfeed\b|direct messages|messaging|\bchats?\b|\bgames?\b|mini app|go(es|ing)? live|watch(es)? you live|on air/i,
  id: /siaran|streaming|video|postingan|posting\b|\bfeed\b|obrolan|\bchat|pesan langsung|\bgame|aplikasi mini/i,
  fil: /stream|video|mga post\b|mag-post|pag-post|\bfeed\b|\bchat|pagmemensahe|\blaro\b|mini app|mag-live|nagla-live|pag-live|nang live/i,
  th: /ไลฟ์|สตรีม|วิดีโอ|โพสต์|ฟีด|แชท|เกม|มินิแอป/,
  tw: /直播|視訊|影片|貼文|動態|聊天|私訊|遊戲|小程式/,
};

/** The page's text, as a reader sees it (scripts and their structured data aside). */
export function visibleText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const script of copy.querySelectorAll('script')) script.remove();
  return copy.textContent ?? '';
}
