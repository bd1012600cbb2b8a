import { resetBrowserState, stubMatchMedia } from '../../support/app-test-kit';
import { FakeChannelApi } from './fake-channel-api';

/**
 * The usual frame of a screen test, registered once per file: before each test a light-scheme
 * browser and a fresh fake API (handed to `use`), after it the device reset and the API closed.
 */
export function fakeApiPerTest(use: (api: FakeChannelApi) => void): void {
  let api: FakeChannelApi | undefined;
  beforeEach(async () => {
    stubMatchMedia(false);
    api = await new FakeChannelApi().listen();
    use(api);
  });
  afterEach(async () => {
    resetBrowserState();
    await api?.close();
  });
}
