// A vitest reporter for `npm test` (scripts/test.mjs): the errors that fail a run without failing
// a test (an unhandled error or rejection, a failed afterAll hook, a file that did not load),
// written as JSON to VITEST_RUN_ERRORS so that the summary can name them. The JSON reporter counts
// only failed tests: without this, such a run ends "1 failed" with no name under the summary.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// Vitest names the test that was running when an unhandled error came, where it knows it.
const describe = (error) =>
  [
    error?.VITEST_TEST_PATH && `during ${path.relative(process.cwd(), error.VITEST_TEST_PATH)} › ${error.VITEST_TEST_NAME ?? ''}`,
    error?.stack ?? `${error?.name}: ${error?.message}`,
  ]
    .filter(Boolean)
    .join('\n');

export default class RunErrors {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_RUN_ERRORS;
    if (!file) return;
    const errors = [
      ...unhandledErrors.map((error) => ({ where: 'unhandled error (outside any test)', message: describe(error) })),
      ...testModules.flatMap((module) =>
        module.errors().map((error) => ({ where: path.relative(process.cwd(), module.moduleId), message: describe(error) })),
      ),
    ];
    writeFileSync(file, JSON.stringify(errors));
  }
}
