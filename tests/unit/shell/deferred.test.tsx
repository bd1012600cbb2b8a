import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Deferred } from '@/components/ui/deferred';

/** A browser with IntersectionObserver: the test says when the observed part comes into view. */
function withViewport() {
  let report: ((near: boolean) => void) | undefined;
  class Observer {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      report = (near) => this.callback([{ isIntersecting: near }]);
    }
    disconnect() {
      report = undefined;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return { scrollNear: () => act(() => report?.(true)), observing: () => report !== undefined };
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <p>
      <a href="https://example.com/elsewhere">A link</a>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count}
      </button>
    </p>
  );
}

const pageWithParts = (
  <main>
    <h1>Above the fold</h1>
    <Deferred>
      <Counter />
    </Deferred>
  </main>
);

/** The footer's kind of part: links only, hydrated when it is used rather than seen. */
const pageWithLinks = (
  <main>
    <h1>Above the fold</h1>
    <Deferred until="used">
      <Counter />
    </Deferred>
  </main>
);

/** The page as the server sent it, then hydrated as the browser does. */
async function hydrateServedPage(page = pageWithParts): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return { container, root: root! };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('Deferred', () => {
  it('keeps the server HTML unhydrated until the part comes into view, then hydrates it', async () => {
    const viewport = withViewport();
    const { root } = await hydrateServedPage();

    // The served text and link stay on screen, but React does not run them yet.
    expect(screen.getByRole('link', { name: 'A link' })).toHaveAttribute('href', 'https://example.com/elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(viewport.observing()).toBe(true);

    await viewport.scrollNear();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(viewport.observing()).toBe(false);
    act(() => root.unmount());
  });

  it('keeps the pressed server nodes until the press ends, so a tap as the part arrives keeps its click', async () => {
    const viewport = withViewport();
    const { root } = await hydrateServedPage();
    const served = screen.getByRole('link', { name: 'A link' });

    fireEvent.pointerDown(served);
    await viewport.scrollNear();
    // In view while pressed: the node under the finger is still the server's.
    expect(screen.getByRole('link', { name: 'A link' })).toBe(served);

    fireEvent.pointerUp(served);
    // Released a task later: the hydrated copy replaces the served nodes.
    await waitFor(() => expect(screen.getByRole('link', { name: 'A link' })).not.toBe(served));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('hydrates at once when the keyboard moves focus into it, and keeps the focus where it went', async () => {
    withViewport();
    const { root } = await hydrateServedPage();

    await act(async () => screen.getByRole('button', { name: 'Clicked 0' }).focus());
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('until="used": stays the server HTML while in view, and hydrates when a pointer comes over it', async () => {
    const viewport = withViewport();
    const { root } = await hydrateServedPage(pageWithLinks);
    const served = screen.getByRole('link', { name: 'A link' });

    // In view (the footer of a short page): nothing observes it, and it stays the server's.
    expect(viewport.observing()).toBe(false);
    await viewport.scrollNear();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A link' })).toBe(served);

    await act(async () => fireEvent.pointerOver(served));
    await waitFor(() => expect(screen.getByRole('link', { name: 'A link' })).not.toBe(served));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('renders its children at once on a client render (a navigation), where there is no server HTML to keep', () => {
    withViewport();
    render(pageWithParts);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('renders its children when the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { root } = await hydrateServedPage();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });
});
