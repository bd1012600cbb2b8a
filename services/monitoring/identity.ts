export interface MonitoringUser {
  id: string;
  email: string | null;
  name: string;
}

/** A service that attaches the signed-in user to what it records (RUM, product analytics). */
export interface IdentityTarget {
  /** Who the service currently records as, or null for an anonymous visitor. */
  identifiedId(): string | null;
  identify(user: MonitoringUser): void;
  /** Forgets the user, so what follows is recorded as a new, anonymous visitor. */
  reset(): void;
}

/**
 * Spec §4: a signed-in user is identified by id with email and name, otherwise reset. Switching
 * accounts resets before identifying the next one, so two accounts are never merged into one
 * person; an anonymous visitor who signs in is identified as is, so the referral that brought
 * them stays theirs.
 */
export function syncIdentity(target: IdentityTarget, user: MonitoringUser | null): void {
  const current = target.identifiedId();
  if ((user?.id ?? null) === current) return;
  if (current !== null) target.reset();
  if (user) target.identify(user);
}
