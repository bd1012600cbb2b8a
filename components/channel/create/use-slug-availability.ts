import { useEffect, useState } from 'react';
import { slugProblem, type SlugReason } from '@/contracts/channel';
import { useChannel } from '@/contexts/channel-context';

/** How long typing must pause before a slug is checked. */
export const SLUG_CHECK_DELAY_MS = 400;

export type SlugAvailability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'unavailable'; reason: SlugReason }
  /** The API could not answer; creating will tell. */
  | { state: 'unknown' };

interface Checked {
  slug: string;
  availability: SlugAvailability;
}

/**
 * The availability of a (normalised) slug, checked once typing pauses. The rules every client
 * knows (pattern, reserved words) are applied here without a call; only a well-formed slug is
 * sent to the API, which alone knows whether it is taken. `refused` is what a failed creation
 * learnt about a slug, and wins over an older check.
 */
export function useSlugAvailability(slug: string, refused: Checked | null): SlugAvailability {
  const { checkSlug } = useChannel();
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    if (!slug) return;
    let active = true;
    const timer = setTimeout(() => {
      const problem = slugProblem(slug);
      if (problem) {
        setChecked({ slug, availability: { state: 'unavailable', reason: problem } });
        return;
      }
      void checkSlug(slug).then((answer) => {
        if (!active) return;
        const availability: SlugAvailability = !answer
          ? { state: 'unknown' }
          : answer.available
            ? { state: 'available' }
            : { state: 'unavailable', reason: answer.reason ?? 'INVALID' };
        setChecked({ slug, availability });
      });
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [slug, checkSlug]);

  if (!slug) return { state: 'idle' };
  if (refused?.slug === slug) return refused.availability;
  return checked?.slug === slug ? checked.availability : { state: 'checking' };
}
