import { inlineScriptTexts, scriptHashSource } from './inline-scripts';

/** The page's own script policy, as the document writes it first in <head>. */
function pagePolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#x27;/g, "'");
}

/** The chunks the page lists for the paint-first loader, or undefined without a list. */
function loaderChunks(html: string): string[] | undefined {
  const lists = [...html.matchAll(/<script\b[^>]*\bdata-page-scripts\b[^>]*>([\s\S]*?)<\/script>/gi)];
  if (lists.length === 0) return undefined;
  return lists.flatMap((list) => JSON.parse(list[1] ?? '[]') as string[]);
}

/**
 * What is wrong with one prerendered production page, as `npm run build` checks it: the inline
 * scripts the page runs must be exactly those its policy allows (Next's own bootstrap included,
 * which the document rebuilds from Next's internals to hash it), and its chunks must go through
 * the paint-first loader. `chunkExists` answers whether a listed chunk was built.
 */
export function builtPageProblems(html: string, chunkExists: (src: string) => boolean): string[] {
  const problems: string[] = [];
  const policy = pagePolicy(html);
  if (!policy) {
    problems.push('no script policy of its own: the Turbopack bootstrap could not be rebuilt from the build manifest');
  } else {
    const allowed = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
    const scripts = inlineScriptTexts(html);
    const run = new Set(scripts.map(scriptHashSource));
    for (const script of scripts) {
      if (!allowed.has(scriptHashSource(script))) {
        problems.push(
          `runs an inline script its policy refuses (Next renders another bootstrap than the one rebuilt?): ${script.slice(0, 120)}`,
        );
      }
    }
    for (const hash of allowed) {
      if (!run.has(hash))
        problems.push(`its policy allows ${hash}, which no inline script of the page has (Next no longer renders the rebuilt bootstrap?)`);
    }
  }
  const chunks = loaderChunks(html);
  if (!chunks || chunks.length === 0) problems.push('lists no chunks for the page-script loader: the page would never start');
  for (const src of chunks ?? []) if (!chunkExists(src)) problems.push(`lists a chunk that was not built: ${src}`);
  if (/<script\b[^>]*\bsrc="[^"]*"[^>]*\bdefer\b/i.test(html)) problems.push('still has deferred chunk scripts outside the loader');
  return problems;
}
