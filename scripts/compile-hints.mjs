// `node scripts/compile-hints.mjs`: the compile hint on the first-load chunks of the build in .next
// (scripts/lib/compile-hints.mjs says why). Part of `npm run build`.
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';
import { root } from './lib/stack.mjs';

console.log(`Compile hints on ${addCompileHints(path.join(root, '.next'))} browser chunks.`);
