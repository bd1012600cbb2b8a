/** One server-sent event as it arrived, and when. */
export interface StreamEvent {
  event: string;
  data: string;
  at: number;
}

/**
 * Follows a server-sent event stream (fetch: the device-link stream needs a header) and collects
 * its events as they arrive; `ended` resolves when the server ends it.
 */
export function follow(url: string, headers: Record<string, string>, signal?: AbortSignal) {
  const events: StreamEvent[] = [];
  const opened = fetch(url, { headers, signal });
  const ended = opened.then(async (response) => {
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const lines = buffered.slice(0, end).split('\n');
        buffered = buffered.slice(end + 2);
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        // A comment line alone is the heartbeat.
        const event = field('event');
        if (event) events.push({ event, data: field('data') ?? '', at: Date.now() });
      }
    }
  });
  return { events, opened, ended };
}
