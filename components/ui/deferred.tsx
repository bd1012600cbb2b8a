import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFERRED_ATTRIBUTE } from '@/theme/theme';

/**
 * A part of the page made of text, links and native disclosures (an informational page's
 * sections, the landing page's later sections, the footer) that the first load leaves as the
 * server rendered it: React does not hydrate it, so its components and their emotion styles cost
 * nothing while the visitor reads. Its links work as plain links, its `<details>` open without
 * script, and the server's styles for it are already in the document's head. It hydrates when it
 * is used: a pointer comes over it, or the focus moves into it (the keyboard; the focus comes back
 * to the same element in the hydrated copy). A press (pointer down) holds the copy back until it
 * is released: a tap would otherwise lose its click to nodes replaced between press and release;
 * the server's link then does its plain navigation. A change of the page's language hydrates it at
 * once, so it never keeps the text of the language the page was served in.
 *
 * Not when it is merely seen: in view, it would be rendered again on the client in place of the
 * server's identical copy. On /pricing at Lighthouse's 4x slowdown that was 14 ms (unthrottled)
 * of React clearing the served section (`setTextContent`) plus rendering it anew, right after
 * hydration, for nothing the visitor could see.
 *
 * Until it nears the view the browser does not lay it out or paint it either (the theme's baseline
 * gives `[data-deferred]` `content-visibility: auto`, with a placeholder height that becomes the
 * height it last had): a long page's first layout covers what is on screen, not every section of
 * it. Find in page, the accessibility tree and anchors still reach it.
 *
 * How it keeps the server's HTML: while hydrating, the wrapper renders with an empty
 * `dangerouslySetInnerHTML`, which React hydrates without looking at (or removing) its children.
 * On a client render (a navigation, a test) there is no server HTML to keep: the wrapper's id is
 * not in the document yet, and the children render at once.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const language = i18n?.language;
  // The language of the server's HTML: the page's when this part first rendered.
  const [servedLanguage] = useState(language);
  // Which element (in document order) had the focus when it moved in, to focus its copy.
  const focusIndex = useRef(-1);
  const [waiting, setWaiting] = useState(() => typeof document === 'object' && !!document.getElementById(id));
  const [pressed, setPressed] = useState(false);

  if (waiting && language !== servedLanguage) setWaiting(false);

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
    const used = () => setWaiting(false);
    element.addEventListener('focusin', focused);
    element.addEventListener('pointerover', used);
    return () => {
      element.removeEventListener('focusin', focused);
      element.removeEventListener('pointerover', used);
    };
  }, [waiting, pressed]);

  return (
    <div
      id={id}
      ref={ref}
      {...{ [DEFERRED_ATTRIBUTE]: '' }}
      {...(waiting || pressed ? { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } } : { children })}
    />
  );
}
