import { parseRemoteConfig, type RemoteConfigDocuments, type RemoteConfigValues } from './parse';
import { fetchFromSandbox } from './sandbox-adapter';
import { FETCH_FAILED } from './messages';

/** What to resolve: the sandbox to ask (offline), or the values Firebase handed over. */
export type RemoteConfigRequest = { sandboxOrigin: string } | { values: RemoteConfigValues };

/** A log line: its message and, for a document that did not parse, the schema's issues. */
export type RemoteConfigProblem = [message: string, detail?: unknown];

export interface ResolvedRemoteConfig {
  documents: RemoteConfigDocuments;
  problems: RemoteConfigProblem[];
}

/**
 * Asks the sandbox (offline) and parses both documents. Nothing is thrown and nothing logged: what
 * went wrong comes back as log lines, so this can run in a worker and the page logs them.
 */
export async function resolveRemoteConfig(request: RemoteConfigRequest): Promise<ResolvedRemoteConfig> {
  const problems: RemoteConfigProblem[] = [];
  let values: RemoteConfigValues = {};
  if ('sandboxOrigin' in request) {
    try {
      values = await fetchFromSandbox(request.sandboxOrigin);
    } catch (error) {
      problems.push([FETCH_FAILED, String(error)]);
    }
  } else {
    values = request.values;
  }
  const documents = parseRemoteConfig(values, (message, detail) => problems.push(detail === undefined ? [message] : [message, detail]));
  return { documents, problems };
}
