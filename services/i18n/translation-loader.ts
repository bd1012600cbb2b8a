import type { ResourceBundle } from './translator';

/** An HTTP answer as far as loading a translation needs it. */
export interface TranslationAnswer {
  status: number;
  body: string;
}

/** Asks for a URL; rejects when no answer arrives at all (offline, aborted, DNS). */
export type RequestTranslation = (url: string) => Promise<TranslationAnswer>;

/** A failed load is retried with a doubling wait: 500 ms, 1 s, 2 s. */
const MAX_RETRIES = 3;
const FIRST_WAIT_MS = 500;

const fetchAnswer: RequestTranslation = async (url) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

function parseBundle(body: string): ResourceBundle | undefined {
  try {
    const data: unknown = JSON.parse(body);
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as ResourceBundle) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/locales/{lng}/{ns}.json`, or undefined when it cannot be had. A 5xx answer or no answer may
 * pass (a restarting server, a flaky network) and is retried; a 4xx answer or an unparsable body
 * would come back the same, so it is final at once.
 */
export async function loadTranslation(
  lng: string,
  ns: string,
  request: RequestTranslation = fetchAnswer,
): Promise<ResourceBundle | undefined> {
  const url = `/locales/${lng}/${ns}.json`;
  for (let attempt = 0, wait = FIRST_WAIT_MS; ; attempt += 1, wait *= 2) {
    const answer = await request(url).catch(() => undefined);
    if (answer && answer.status < 500) return answer.status < 400 ? parseBundle(answer.body) : undefined;
    if (attempt === MAX_RETRIES) return undefined;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
