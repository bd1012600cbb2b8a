import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DEFERRED_ATTRIBUTE } from '@/theme/theme';

/**
 * A part of the page below the fold (the landing page's later sections, the footer) that the
 * first load leaves as the server rendered it: React does not hydrate it, so its components and
 * their emotion styles cost nothing until it scrolls into view, when it renders on the client.
 * The server's styles for it are already in the document's head, so it looks the same throughout;
 * its links work as plain links before that. Focus moving into it (the keyboard) hydrates it at
 * once, and the focus comes back to the same element in the hydrated copy. A press (pointer down)
 * holds the copy back until it is released: a tap that starts as the part scrolls into view, while
 * the page is still busy hydrating, would otherwise lose its click to nodes replaced between press
 * and release; the server's link then does its plain navigation.
 *
 * Until it nears the view the browser does not lay it out or paint it either (the theme's baseline
 * gives `[data-deferred]` `content-visibility: auto`, with a placeholder height that becomes the
 * height it last had): a long page's first layout covers what is on screen, not every section of
 * it. Find in page, the accessibility tree and anchors still reach it.
 *
 * `until="used"` is for a part of links only (the footer): it stays the server's HTML even in view,
 * and hydrates when a pointer comes over it or the focus moves in. On a short page the footer is
 * in view at once, and its hydration was 40% of a channel page's components (178 of 449).
 *
 * How it keeps the server's HTML: while hydrating, the wrapper renders with an empty
 * `dangerouslySetInnerHTML`, which React hydrates without looking at (or removing) its children.
 * On a client render (a navigation, a test) there is no server HTML to keep: the wrapper's id is
 * not in the document yet, and the children render at once.
 */
export function Deferred({ children, until = 'seen' }: { children: ReactNode; until?: 'seen' | 'used' }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Which element (in document order) had the focus when it moved in, to focus its copy.
  const focusIndex = useRef(-1);
  // A browser without IntersectionObserver could not tell when: it hydrates everything at once.
  const [waiting, setWaiting] = useState(
    () => typeof document === 'object' && (until === 'used' || typeof IntersectionObserver === 'function') && !!document.getElementById(id),
  );
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || (!waiting && !pressed)) return;
    // Released after the click (a task later), so the server's link acts on its own nodes first.
    // Wherever the pointer is let go (a press may end outside, as a drag).
    const release = () => setTimeout(() => setPressed(false));
    const press = () => setPressed(true);
    element.addEventListener('pointerdown', press);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      element.removeEventListener('pointerdown', press);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [waiting, pressed]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Hydrated, its copy of the element that had the focus gets it (none: index -1).
    if (!waiting) return void (pressed || element.querySelectorAll<HTMLElement>('*')[focusIndex.current]?.focus());
    const focused = () => {
      focusIndex.current = [...element.querySelectorAll('*')].indexOf(document.activeElement as Element);
      setWaiting(false);
    };
    // One element is observed: its latest entry says whether it is in view. No margin ahead: a
    // section renders in a few milliseconds, and every byte counts on /[slug] (205 kB budget).
    const used = () => setWaiting(false);
    const observer = until === 'seen' ? new IntersectionObserver((entries) => entries.pop()?.isIntersecting && used()) : undefined;
    observer?.observe(element);
    element.addEventListener('focusin', focused);
    element.addEventListener('pointerover', used);
    return () => {
      observer?.disconnect();
      element.removeEventListener('focusin', focused);
      element.removeEventListener('pointerover', used);
    };
  }, [waiting, pressed, until]);

  return (
    <div
      id={id}
      ref={ref}
      {...{ [DEFERRED_ATTRIBUTE]: '' }}
      {...(waiting || pressed ? { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } } : { children })}
    />
  );
}
