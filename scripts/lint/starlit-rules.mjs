// The two project rules of eslint.config.mjs: layered imports and kebab-case file names. The
// layers themselves are declared in eslint.config.mjs, where a newcomer reads them.
import path from 'node:path';

/** The folder at the root of the repository that `specifier`, imported by `filename`, points into. */
function targetFolder(specifier, filename, cwd) {
  let target;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.')) target = path.relative(cwd, path.resolve(path.dirname(filename), specifier));
  else return null; // a package
  return target.split(/[\\/]/)[0] ?? null;
}

/**
 * Options: `{ layers: { [folder]: { mayImport: string[] } }, exceptions: { [file]: string[] } }`.
 * A file may import its own folder, the folders its layer lists, and packages; a folder that is
 * no layer (tests, scripts, public) is not checked. Static, dynamic and re-exports all count.
 */
const layeredImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way through the layers declared in eslint.config.mjs' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      upward: '{{from}}/ may not import {{to}}/: {{from}}/ may import only {{allowed}}. {{why}}',
    },
  },
  create(context) {
    const { layers, exceptions = {} } = context.options[0] ?? {};
    const cwd = context.cwd;
    const relative = path.relative(cwd, context.filename).split(path.sep).join('/');
    const from = relative.split('/')[0];
    const layer = layers[from];
    if (!layer) return {};
    const allowed = new Set([from, ...layer.mayImport, ...(exceptions[relative] ?? [])]);
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = targetFolder(source.value, context.filename, cwd);
      if (!to || allowed.has(to) || !layers[to]) return;
      const list = [...allowed].filter((name) => name !== from).map((name) => `${name}/`);
      context.report({
        node: source,
        messageId: 'upward',
        data: { from, to, allowed: list.length ? list.join(', ') : 'itself', why: layer.why ?? '' },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Next.js names some route files itself (in the product and the perf anchor): `_app`, `_document`, `[slug]`, `404`. */
const NEXT_ROUTE = /^(?:_[a-z]+|\[[a-z]+\]|\d{3})$/;

/** Every part of a file name between dots is kebab-case (`use-slug-availability.test.ts`). */
const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case' },
    schema: [],
    messages: { name: "'{{name}}' is not a kebab-case file name (like 'channel-context.tsx')." },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
        const name = path.basename(relative);
        const [stem, ...rest] = name.split('.');
        const stemOk = KEBAB.test(stem ?? '') || (/(?:^|\/)pages\//.test(relative) && NEXT_ROUTE.test(stem ?? ''));
        if (!stemOk || !rest.every((part) => KEBAB.test(part))) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export const starlitRules = { rules: { 'layered-imports': layeredImports, 'kebab-case-file-names': kebabCaseFileNames } };
