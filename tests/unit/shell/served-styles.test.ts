import type { EmotionCache } from '@emotion/cache';
import { css } from '@emotion/react';

/** What emotion does for a component's styles: inserts its class's rules unless already there. */
function insert(cache: EmotionCache, styles: ReturnType<typeof css>) {
  if (cache.inserted[styles.name] === undefined) cache.insert(`.${cache.key}-${styles.name}`, styles, cache.sheet, true);
}

/** A server-rendered style element, as components/document/starlit-document.tsx writes it. */
function served(emotion: string, css: string): HTMLStyleElement {
  const tag = document.createElement('style');
  tag.setAttribute('data-emotion', emotion);
  tag.setAttribute('data-s', '');
  tag.textContent = css;
  document.head.appendChild(tag);
  return tag;
}

describe("the browser's emotion cache", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    vi.resetModules();
  });

  it("adopts the server's style elements where they are and adds new rules after them", async () => {
    const components = served('mui-served abc def', '.mui-abc{color:red}.mui-def{color:blue}');
    const global = served('mui-global ghi', 'body{margin:0}');
    const moves: string[] = [];
    new MutationObserver((records) =>
      records.forEach((record) => record.removedNodes.forEach((node) => moves.push(node.nodeName))),
    ).observe(document.head, { childList: true });
    // Loading emotion creates its default cache, which moves server style elements it does not own.
    await import('@emotion/react');
    const { servedStylesCache } = await import('@/theme/served-styles');
    const cache = servedStylesCache();
    expect(servedStylesCache()).toBe(cache);
    expect(cache.inserted).toMatchObject({ abc: true, def: true });

    insert(cache, css({ color: 'green' }));
    await Promise.resolve();
    expect(moves).toEqual([]);
    const tags = Array.from(document.head.querySelectorAll('style'));
    expect(tags.slice(0, 2)).toEqual([components, global]);
    expect(tags).toHaveLength(3);
    expect(tags[2]!.getAttribute('data-emotion')).toBe('mui');
  });

  it('does not insert again a rule the server sent', async () => {
    const styles = css({ color: 'red' });
    served(`mui-served ${styles.name}`, `.mui-${styles.name}{color:red}`);
    const { servedStylesCache } = await import('@/theme/served-styles');
    insert(servedStylesCache(), styles);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    insert(servedStylesCache(), css({ color: 'green' }));
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });
});
