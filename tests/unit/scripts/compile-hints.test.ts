import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, browserChunks, COMPILE_HINT, hasCompileHint } from '../../../scripts/lib/compile-hints.mjs';

describe('the compile hints on the build (scripts/lib/compile-hints.mjs)', () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'starlit-hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(chunk('b-app.js'), '(globalThis.TURBOPACK||=[]).push([1,e=>{e.v(2)}]);');
    writeFileSync(chunk('a-runtime.js'), '(()=>{let e;})();\n//# sourceMappingURL=a-runtime.js.map');
    writeFileSync(chunk('page.css'), '.a{color:red}');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("puts V8's magic comment first in every JavaScript chunk, and nothing else changes", () => {
    expect(addCompileHints(dist)).toBe(2);

    expect(browserChunks(dist)).toEqual(['static/chunks/a-runtime.js', 'static/chunks/b-app.js']);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(readFileSync(chunk('b-app.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([1,e=>{e.v(2)}]);',
    );
    expect(readFileSync(chunk('a-runtime.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(()=>{let e;})();\n//# sourceMappingURL=a-runtime.js.map',
    );
    expect(readFileSync(chunk('page.css'), 'utf8')).toBe('.a{color:red}');
  });

  it('adds it once, however often the build step runs', () => {
    addCompileHints(dist);
    addCompileHints(dist);

    expect(readFileSync(chunk('b-app.js'), 'utf8').split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });

  it('tells a chunk without it (what check:bundle fails on)', () => {
    expect(hasCompileHint(dist, 'static/chunks/b-app.js')).toBe(false);

    addCompileHints(dist);

    expect(hasCompileHint(dist, 'static/chunks/b-app.js')).toBe(true);
  });
});
