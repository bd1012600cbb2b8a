import { skeleton } from './confusables';

/** Display-name rules, shared so the web can check as the user types and the API decides. */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 32;

export const DISPLAY_NAME_RULES = ['TOO_SHORT', 'TOO_LONG', 'INVALID_CHARACTERS', 'RESERVED'] as const;
export type DisplayNameRule = (typeof DISPLAY_NAME_RULES)[number];

export const DISPLAY_NAME_MESSAGES: Record<DisplayNameRule, string> = {
  TOO_SHORT: `A display name needs at least ${DISPLAY_NAME_MIN} characters.`,
  TOO_LONG: `A display name has at most ${DISPLAY_NAME_MAX} characters.`,
  INVALID_CHARACTERS: 'Use letters, digits, spaces, dots, underscores and hyphens only.',
  RESERVED: 'This name is reserved.',
};

/**
 * Compared by skeleton (see confusables.ts): without case, spaces, punctuation or accents, after
 * NFKC and folding look-alike letters, so `Star-Lit`, `Ａｄｍｉｎ` and a Cyrillic `stаrlit` are taken too.
 */
const RESERVED_NAMES = [
  'admin',
  'administrator',
  'starlit',
  'support',
  'moderator',
  'mod',
  'staff',
  'official',
  'system',
  'root',
  'help',
  'security',
  'null',
  'undefined',
  'me',
];
const RESERVED = new Set(RESERVED_NAMES.map(skeleton));

/**
 * Names that speak for the platform or a provider when put together: `Starlit Support`,
 * `Starlit Team`, `Google Admin`, `Support Team`. A name made only of these words (in any
 * spelling the skeleton folds) is reserved; one with a word of its own (`Starlit fan`) is not.
 */
const IMPERSONATION_WORDS = new Set(
  [
    ...RESERVED_NAMES.filter((name) => !['me', 'null', 'undefined'].includes(name)),
    ...['team', 'service', 'services', 'care', 'desk', 'helpdesk', 'bot', 'hq', 'crew', 'billing', 'payments', 'trust', 'safety'],
    ...['verified', 'account', 'accounts', 'info', 'news', 'app', 'inc'],
    // Sign-in and payment providers (Petra is also a given name, so it stays free).
    ...['google', 'facebook', 'meta', 'apple', 'twitter', 'telegram', 'tiktok', 'stripe', 'firebase'],
  ].map(skeleton),
);
const LONGEST_WORD = Math.max(...[...IMPERSONATION_WORDS].map((word) => word.length));

/** Whether `text` splits entirely into impersonation words (a word break over the skeleton). */
function onlyImpersonationWords(text: string): boolean {
  const reachable = [true, ...Array<boolean>(text.length).fill(false)];
  for (let end = 1; end <= text.length; end++) {
    for (let start = Math.max(0, end - LONGEST_WORD); start < end && !reachable[end]; start++) {
      reachable[end] = Boolean(reachable[start]) && IMPERSONATION_WORDS.has(text.slice(start, end));
    }
  }
  return text.length > 0 && Boolean(reachable[text.length]);
}

function isReserved(name: string): boolean {
  const folded = skeleton(name);
  return RESERVED.has(folded) || onlyImpersonationWords(folded);
}

// Letters of any script keep their combining marks (Thai, Devanagari…); digits of any script.
const ALLOWED = /^[\p{L}\p{M}\p{Nd} ._-]+$/u;
/**
 * Real scripts put a few marks on a letter (Thai and Burmese stack up to four; counted
 * decomposed, so `ệ` is two); more, or a mark on nothing, is "Zalgo" text drawn over its neighbours.
 */
const STACKED_MARKS = /(^|[^\p{L}\p{Nd}\p{M}])\p{M}|\p{M}{5,}/u;

export type DisplayNameCheck = { valid: true; display_name: string } | { valid: false; code: DisplayNameRule; message: string };

/**
 * Trims and NFKC-normalises (what is stored is what was compared: `Ａｄｍｉｎ` is `Admin`), then
 * reports the first rule the name breaks.
 */
export function checkDisplayName(input: string): DisplayNameCheck {
  const name = input.normalize('NFKC').trim();
  const length = [...name].length;
  const fail = (code: DisplayNameRule): DisplayNameCheck => ({ valid: false, code, message: DISPLAY_NAME_MESSAGES[code] });
  if (length < DISPLAY_NAME_MIN) return fail('TOO_SHORT');
  if (length > DISPLAY_NAME_MAX) return fail('TOO_LONG');
  if (!ALLOWED.test(name) || STACKED_MARKS.test(name.normalize('NFD'))) return fail('INVALID_CHARACTERS');
  if (isReserved(name)) return fail('RESERVED');
  return { valid: true, display_name: name };
}

/** What a new account is called when its provider offers no usable name. */
export const FALLBACK_DISPLAY_NAME = 'Starlit fan';

/**
 * A provider's name held to the typed rules: characters the rules refuse (angle brackets,
 * direction overrides, emoji…) become spaces, the rest is trimmed to the longest length allowed,
 * and a name that still breaks a rule (too short, reserved) gives way to the fallback.
 */
export function providerDisplayName(raw: string | null | undefined): string {
  const cleaned = [
    ...(raw ?? '')
      .normalize('NFKC')
      .replace(/[^\p{L}\p{M}\p{Nd} ._-]+/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim(),
  ]
    .slice(0, DISPLAY_NAME_MAX)
    .join('');
  const check = checkDisplayName(cleaned);
  return check.valid ? check.display_name : FALLBACK_DISPLAY_NAME;
}
