import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** How far below the viewport a deferred part starts hydrating: it is ready before it is seen. */
const AHEAD = '100px';

/** The child indices leading from `root` down to `node`, to find its copy after a re-render. */
function pathTo(root: Node, node: Node | null): number[] {
  const path: number[] = [];
  for (; node && node !== root && node.parentNode; node = node.parentNode)
    path.unshift([...node.parentNode.childNodes].indexOf(node as ChildNode));
  return path;
}

/**
 * A part of the page below the fold (the landing page's later sections, the footer) that the
 * first load leaves as the server rendered it: React does not hydrate it, so its components and
 * their emotion styles cost nothing until it nears the viewport, when it renders on the client.
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
  const focusPath = useRef<number[] | null>(null);
  // A browser without IntersectionObserver could not tell when: it hydrates everything at once.
  const [waiting, setWaiting] = useState(() => typeof IntersectionObserver === 'function' && document.getElementById(id) !== null);

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    const focused = () => {
      focusPath.current = pathTo(element, document.activeElement);
      setWaiting(false);
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWaiting(false), {
      rootMargin: `0px 0px ${AHEAD} 0px`,
    });
    observer.observe(element);
    element.addEventListener('focusin', focused);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', focused);
    };
  }, [waiting]);

  // The hydrated copy replaced the server's nodes: the focus goes to the same place in it.
  useLayoutEffect(() => {
    const path = focusPath.current;
    focusPath.current = null;
    if (waiting || !path) return;
    const target = path.reduce<Node | undefined>((node, index) => node?.childNodes[index], ref.current ?? undefined);
    if (target instanceof HTMLElement) target.focus();
  }, [waiting]);

  if (waiting) return <div id={id} ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div id={id} ref={ref}>
      {children}
    </div>
  );
}
