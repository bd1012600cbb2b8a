/** Runs `task` while holding the exclusive lock `name`. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API we use; `navigator.locks` satisfies it. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Serialises tasks per name inside this page only. */
export function createInPageLock(): LockRunner {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, task: () => Promise<T>) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

/**
 * Web Locks serialise refreshes across every tab of the origin, so two tabs never spend one
 * refresh token. Without them (very old browsers) refreshes are serialised within the page, and
 * the gate's "has another tab already rotated it?" check still catches most cross-tab races.
 */
export function createLockRunner(locks: LockManagerLike | undefined = browserLocks()): LockRunner {
  if (!locks) return createInPageLock();
  return <T>(name: string, task: () => Promise<T>) => locks.request(name, task);
}

function browserLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return undefined;
  const locks = navigator.locks;
  return { request: async (name, callback) => await locks.request(name, callback) };
}
