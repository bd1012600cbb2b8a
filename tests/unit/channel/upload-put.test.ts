import { putFile } from '@/services/api/channel/upload';

/** Records what putFile sends; answers 200 at once. */
class RecordingRequest {
  static sent: { url: string; headers: Record<string, string> }[] = [];
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly listeners = new Map<string, () => void>();
  readonly upload = { addEventListener: () => undefined };
  status = 0;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(event: string, listener: () => void) {
    this.listeners.set(event, listener);
  }
  send() {
    RecordingRequest.sent.push({ url: this.url, headers: this.headers });
    this.status = 200;
    this.listeners.get('load')?.();
  }
}

describe('putFile', () => {
  beforeEach(() => {
    RecordingRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the size range a Cloud Storage URL was signed with', async () => {
    const url =
      'https://storage.googleapis.com/b/o.png?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-SignedHeaders=content-type%3Bhost%3Bx-goog-content-length-range&X-Goog-Signature=ab';
    expect((await putFile(url, new Blob(['x']), 'image/png')).ok).toBe(true);
    expect(RecordingRequest.sent[0]?.headers).toEqual({ 'content-type': 'image/png', 'x-goog-content-length-range': '0,5242880' });
  });

  it('sends only the Content-Type to the API store', async () => {
    expect((await putFile('http://localhost:4000/media/abc/channel/a.png?expires=1&signature=s', new Blob(['x']), 'image/png')).ok).toBe(
      true,
    );
    expect(RecordingRequest.sent[0]?.headers).toEqual({ 'content-type': 'image/png' });
  });
});
