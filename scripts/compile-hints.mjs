// `node scripts/compile-hints.mjs`: the compile hint on every browser chunk of the build in .next
// (scripts/lib/compile-hints.mjs says why). Part of `npm run build` and of `npm test`'s build step.
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';
import { root } from './lib/stack.mjs';

console.log(`Compile hints on ${addCompileHints(path.join(root, '.next'))} browser chunks.`);
