import { isValidElement, type ReactElement } from 'react';

/**
 * Starts the page's scripts after the server-rendered page has been painted (PaintFirstHead in
 * starlit-document.tsx).
 *
 * Next renders its chunks as `defer` scripts in <head>. On a slow network their 180 kB download
 * then competes with the page's own HTML; on a fast one they run, about 150 ms of a mid-range
 * phone's CPU, before anything is painted. Instead the page lists its chunks (a JSON block) and
 * this loader, once the document is parsed, adds them, in their order, as soon as the first
 * contentful paint is on screen (the browser's paint timing entry). A page that is not shown (a
 * background tab, a prerender) or a browser without paint timing does not wait; a page that has
 * not painted a second after parsing starts them then.
 *
 * It does not preload them in between: each request a script starts costs the main thread, and
 * preloading asked for every chunk twice (a `<link rel=preload>`, then its script). That was
 * 160-210 ms of a page's start-up at 4x CPU slowdown (the DOMContentLoaded task, Chromium trace),
 * against the few milliseconds between parsing and the first paint that it gained for downloads.
 *
 * Its text is fixed, so the page's script policy allows it by one hash (inline-scripts.ts).
 */
export const SCRIPT_LOADER = [
  '(function(){',
  'var started=false,sources=[];',
  'function run(){',
  'if(started)return;started=true;',
  'for(var i=0;i<sources.length;i++){var s=document.createElement("script");s.setAttribute("src",sources[i]);s.async=false;document.body.appendChild(s)}}',
  'function afterParse(){',
  'var lists=document.querySelectorAll("script[data-page-scripts]");',
  'for(var i=0;i<lists.length;i++)sources=sources.concat(JSON.parse(lists[i].textContent));',
  'var P=window.PerformanceObserver;',
  'if(document.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return run();',
  'var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();run()}});',
  'o.observe({type:"paint",buffered:true});',
  'setTimeout(run,1000)}',
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterParse);',
  'else afterParse()',
  '})()',
].join('');

/**
 * The chunks among `elements` (`<script src>`) as one JSON list the loader reads, after the other
 * elements (the inline Turbopack bootstrap, which must run first, stays in place).
 */
export function listForLoader(elements: readonly (ReactElement | null)[], key: string): ReactElement[] {
  const sources: string[] = [];
  const others: ReactElement[] = [];
  for (const element of elements) {
    if (isValidElement<{ src?: string }>(element) && element.type === 'script' && element.props.src) sources.push(element.props.src);
    else if (element) others.push(element);
  }
  if (sources.length === 0) return others;
  // `<` is escaped so that no source can close the block early (JSON keeps its meaning).
  const json = JSON.stringify(sources).replace(/</g, '\\u003c');
  return [...others, <script key={key} type="application/json" data-page-scripts="" dangerouslySetInnerHTML={{ __html: json }} />];
}

/** The loader itself, rendered after the last list. */
export const scriptLoaderElement = <script key="page-script-loader" dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER }} />;
