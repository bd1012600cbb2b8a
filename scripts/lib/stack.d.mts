export const root: string;
export const PORTS: { web: number; api: number; auth: number };
export function stackEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function needsBuild(): boolean;
export function buildWeb(env: NodeJS.ProcessEnv): Promise<void>;
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void>;
export function startStack(options?: {
  dev?: boolean;
  env?: NodeJS.ProcessEnv;
  out?: NodeJS.WritableStream;
  timeoutMs?: number;
}): Promise<{
  stop: () => Promise<void>;
  exited: Promise<{ name: string; code: number | null; signal: NodeJS.Signals | null }>;
}>;
