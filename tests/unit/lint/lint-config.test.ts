// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = process.cwd();
// The cycle rule reads the imported files from disk; text that is no file is checked for the rest.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The messages of our own rules for `code` as if it were the file at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('starlit/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const layerError = expect.stringMatching(/^starlit\/layered-imports: /);

describe('lint config: layers', () => {
  it.each([
    ['services/auth/probe.ts', "import { DialogHost } from '@/components/dialogs/dialog-host';\nexport const host = DialogHost;\n"],
    ['services/auth/probe.ts', "import { useAuth } from '@/contexts/auth-context';\nexport const auth = useAuth;\n"],
    ['contracts/probe.ts', "import { callEndpoint } from '@/services/api/endpoint-call';\nexport const call = callEndpoint;\n"],
    ['server/src/modules/probe/service.ts', "import { browserApi } from '@/services/http';\nexport const api = browserApi;\n"],
    ['server/src/modules/probe/service.ts', "import { theme } from '../../../../theme/theme';\nexport const t = theme;\n"],
    ['components/auth/probe.tsx', "import { loadConfig } from '@/server/src/config';\nexport const load = loadConfig;\n"],
    ['services/auth/probe.ts', "export { loadConfig } from '@/server/src/config';\n"],
    ['contexts/probe-context.tsx', "import { DialogHost } from '@/components/dialogs/dialog-host';\nexport const host = DialogHost;\n"],
    ['contexts/probe-context.tsx', "export const load = () => import('@/components/ui/loading-dialog');\n"],
    ['components/auth/probe.tsx', "export const load = () => import('@/pages/login');\n"],
  ])('refuses an upward import in %s', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([layerError]);
  });

  it('names the layers a file may import in its message', async () => {
    const [message] = await problems('services/auth/probe.ts', "export { DialogHost } from '@/components/dialogs/dialog-host';\n");
    expect(message).toContain('services/ may not import components/: services/ may import only contracts/.');
  });

  it.each([
    ['contexts/app-providers.tsx', "import { DialogHost } from '@/components/dialogs/dialog-host';\nexport const host = DialogHost;\n"],
    [
      'components/auth/probe.tsx',
      "import { useAuth } from '@/contexts/auth-context';\nimport { callEndpoint } from '@/services/api/endpoint-call';\nexport const both = [useAuth, callEndpoint];\n",
    ],
    [
      'server/src/modules/probe/service.ts',
      "import { ErrorCode } from '@/contracts/envelope';\nimport { errorBody } from '../../http/errors';\nexport const both = [ErrorCode, errorBody];\n",
    ],
    ['pages/probe.tsx', "import { LoginView } from '@/components/auth/login-view';\nexport default LoginView;\n"],
    ['tests/server/probe.test.ts', "import { loadConfig } from '@/server/src/config';\nexport const load = loadConfig;\n"],
  ])('allows a downward import in %s', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});

describe('lint config: file names', () => {
  it.each(['components/auth/LoginDialog.tsx', 'services/auth/sign_in.ts', 'tests/unit/probe.Test.ts'])('refuses %s', async (filePath) => {
    expect(await problems(filePath, 'export const probe = 1;\n')).toEqual([expect.stringMatching(/^starlit\/kebab-case-file-names: /)]);
  });

  it.each([
    'components/auth/login-dialog.tsx',
    'pages/_app.tsx',
    'pages/[slug].tsx',
    'pages/404.tsx',
    'tests/unit/lint/lint-config.test.ts',
  ])('accepts %s', async (filePath) => {
    expect(await problems(filePath, 'export const probe = 1;\n')).toEqual([]);
  });
});

describe('lint config: import cycles', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'starlit-lint-'));
    await mkdir(path.join(dir, 'services', 'probe'), { recursive: true });
    // The Next.js rules look for the pages folder of the project they lint.
    await mkdir(path.join(dir, 'pages'));
    await writeFile(
      path.join(dir, 'services', 'probe', 'first.ts'),
      "import { second } from './second';\nexport const first = () => second();\n",
    );
    await writeFile(
      path.join(dir, 'services', 'probe', 'second.ts'),
      "import { first } from './first';\nexport const second = () => first;\n",
    );
    await writeFile(path.join(dir, 'services', 'probe', 'third.ts'), "import { first } from './first';\nexport const third = first;\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses two files that import each other, and only them', async () => {
    const linter = new ESLint({ cwd: dir, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
    const results = await linter.lintFiles(['services/probe/*.ts']);
    const cycles = results.map((result) => [
      path.basename(result.filePath),
      result.messages.filter((message) => message.ruleId === 'import/no-cycle').length,
    ]);
    expect(cycles.sort()).toEqual([
      ['first.ts', 1],
      ['second.ts', 1],
      ['third.ts', 0],
    ]);
  });
});
