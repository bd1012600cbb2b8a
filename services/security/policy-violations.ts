/** One refusal of the page's Content-Security-Policy, as the browser reports it. */
export interface PolicyViolation {
  directive: string;
  blocked: string;
}

export interface PolicyViolationWatch {
  /** The refusals seen so far; waits one task first, as the browser reports them in a task of their own. */
  seen(): Promise<PolicyViolation[]>;
  stop(): void;
}

/**
 * Watches for requests the page's own policy refuses. A refused request fails like a network
 * error (Firebase says `auth/network-request-failed`), so without this a misconfigured policy
 * reads as "check your connection" to a person who has one.
 */
export function watchPolicyViolations(): PolicyViolationWatch {
  const seen: PolicyViolation[] = [];
  const listener = (event: Event) => {
    const violation = event as SecurityPolicyViolationEvent;
    seen.push({ directive: violation.effectiveDirective ?? violation.violatedDirective ?? '', blocked: violation.blockedURI ?? '' });
  };
  if (typeof document !== 'undefined') document.addEventListener('securitypolicyviolation', listener);
  return {
    seen: () => new Promise((resolve) => setTimeout(() => resolve([...seen]), 0)),
    stop: () => {
      if (typeof document !== 'undefined') document.removeEventListener('securitypolicyviolation', listener);
    },
  };
}
