// Run by `npm run build` after `next build`: every prerendered page must start under its own script
// policy. The document shell (components/document/) rebuilds Next's inline Turbopack bootstrap
// from Next's internals to hash it and moves the chunks into the paint-first loader; a Next
// upgrade that changes either would ship pages whose scripts never run, so the build fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPageProblems } from '../components/document/built-page-check';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, '.next');
const pagesDir = path.join(dist, 'server', 'pages');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** `/_next/static/…?dpl=…` is served from `.next/static/…`. */
const chunkExists = (src: string) => {
  const pathname = new URL(src, 'http://build.invalid').pathname;
  return pathname.startsWith('/_next/') && existsSync(path.join(dist, pathname.slice('/_next/'.length)));
};

const pages = htmlFiles(pagesDir);
if (pages.length === 0) {
  console.error(`check-document-shell: no prerendered page under ${pagesDir}; run \`next build\` first.`);
  process.exit(1);
}
let failed = 0;
for (const file of pages) {
  const problems = builtPageProblems(readFileSync(file, 'utf8'), chunkExists);
  if (problems.length === 0) continue;
  failed += 1;
  for (const problem of problems) console.error(`${path.relative(dist, file)}: ${problem}`);
}
if (failed > 0) {
  console.error(`check-document-shell: ${failed} of ${pages.length} prerendered pages would not start as built (components/document/).`);
  process.exit(1);
}
console.log(`check-document-shell: the ${pages.length} prerendered pages run exactly the inline scripts their policies allow.`);
