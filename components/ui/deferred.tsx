import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A part of the page below the fold (the landing page's later sections, the footer) that the
 * first load leaves as the server rendered it: React does not hydrate it, so its components and
 * their emotion styles cost nothing until it scrolls into view, when it renders on the client.
 * The server's styles for it are already in the document's head, so it looks the same throughout;
 * its links work as plain links before that. Focus moving into it (the keyboard) hydrates it at
 * once, and the focus comes back to the same element in the hydrated copy. Not a tap: what can be
 * tapped is on screen, so already hydrated, and replacing the nodes between press and release
 * would lose the click.
 *
 * How it keeps the server's HTML: while hydrating, the wrapper renders with an empty
 * `dangerouslySetInnerHTML`, which React hydrates without looking at (or removing) its children.
 * On a client render (a navigation, a test) there is no server HTML to keep: the wrapper's id is
 * not in the document yet, and the children render at once.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Which element (in document order) had the focus when it moved in, to focus its copy.
  const focusIndex = useRef(-1);
  // A browser without IntersectionObserver could not tell when: it hydrates everything at once.
  const [waiting, setWaiting] = useState(() => typeof IntersectionObserver === 'function' && !!document.getElementById(id));

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Hydrated, its copy of the element that had the focus gets it (none: index -1).
    if (!waiting) return element.querySelectorAll<HTMLElement>('*')[focusIndex.current]?.focus();
    const focused = () => {
      focusIndex.current = [...element.querySelectorAll('*')].indexOf(document.activeElement as Element);
      setWaiting(false);
    };
    // One element is observed: its latest entry says whether it is in view. No margin ahead: a
    // section renders in a few milliseconds, and every byte counts on /[slug] (205 kB budget).
    const observer = new IntersectionObserver((entries) => entries.pop()?.isIntersecting && setWaiting(false));
    observer.observe(element);
    element.addEventListener('focusin', focused);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', focused);
    };
  }, [waiting]);

  return (
    <div id={id} ref={ref} {...(waiting ? { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } } : { children })} />
  );
}
