import { renderToStaticMarkup } from 'react-dom/server';
import { listForLoader, SCRIPT_LOADER } from '@/components/document/page-script-loader';

/** The page's chunk lists as the server renders them, then the loader run as the browser would. */
function loadPage(lists: string[][]) {
  document.head.innerHTML = lists
    .map((sources) =>
      renderToStaticMarkup(
        <>
          {listForLoader(
            sources.map((src) => <script key={src} src={src} defer />),
            'x',
          )}
        </>,
      ),
    )
    .join('');
  document.body.innerHTML = '<main>Served page</main>';
  new Function(SCRIPT_LOADER)();
}

const started = () => [...document.body.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);

/** A browser with paint timing: the test decides when the first contentful paint is reported. */
function withPaintTiming() {
  let report: ((names: string[]) => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      report = (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
    disconnect() {
      report = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  return { paint: (...names: string[]) => report?.(names), observing: () => report !== undefined };
}

describe('the page script loader', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('lists the chunks as data and keeps an inline script (the Turbopack bootstrap) in place', () => {
    const html = renderToStaticMarkup(
      <>
        {listForLoader(
          [<script key="b" dangerouslySetInnerHTML={{ __html: 'boot()' }} />, <script key="a" src="/_next/a.js" defer />, null],
          'k',
        )}
      </>,
    );
    expect(html).toBe('<script>boot()</script><script type="application/json" data-page-scripts="">["/_next/a.js"]</script>');
    // A source cannot end the data block early.
    expect(renderToStaticMarkup(<>{listForLoader([<script key="a" src="/a.js?</script>" defer />], 'k')}</>)).not.toContain('</script>"');
  });

  it('runs the chunks in order only after the first contentful paint, and asks for each once', () => {
    const timing = withPaintTiming();
    loadPage([['/_next/dynamic.js'], ['/_next/framework.js', '/_next/main.js', '/_next/pages/login.js']]);

    const order = ['/_next/dynamic.js', '/_next/framework.js', '/_next/main.js', '/_next/pages/login.js'];
    expect(started()).toEqual([]);
    // No preload beside each script: a second request for every chunk.
    expect(document.querySelectorAll('link')).toHaveLength(0);

    timing.paint('first-paint');
    expect(started()).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(started()).toEqual(order.map((src) => [src, false]));
    expect(timing.observing()).toBe(false);
  });

  it('does not wait for ever: a page that has not painted a second after parsing starts its scripts, once', () => {
    vi.useFakeTimers();
    const timing = withPaintTiming();
    loadPage([['/_next/main.js']]);
    expect(started()).toEqual([]);

    vi.advanceTimersByTime(1000);
    expect(started()).toEqual([['/_next/main.js', false]]);
    timing.paint('first-contentful-paint');
    expect(started()).toHaveLength(1);
  });

  it('starts at once where there is no paint to wait for: a hidden page, or a browser without paint timing', () => {
    withPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadPage([['/_next/main.js']]);
    expect(started()).toEqual([['/_next/main.js', false]]);
    vi.restoreAllMocks();

    vi.stubGlobal('PerformanceObserver', undefined);
    loadPage([['/_next/main.js']]);
    expect(started()).toEqual([['/_next/main.js', false]]);
  });
});
