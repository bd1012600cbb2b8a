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

// Letters of any script keep their combining marks (Thai, Devanagari…); digits of any script.
const ALLOWED = /^[\p{L}\p{M}\p{Nd} ._-]+$/u;

export type DisplayNameCheck = { valid: true; display_name: string } | { valid: false; code: DisplayNameRule; message: string };

/** Trims and NFC-normalises, then reports the first rule the name breaks. */
export function checkDisplayName(input: string): DisplayNameCheck {
  const name = input.normalize('NFC').trim();
  const length = [...name].length;
  const fail = (code: DisplayNameRule): DisplayNameCheck => ({ valid: false, code, message: DISPLAY_NAME_MESSAGES[code] });
  if (length < DISPLAY_NAME_MIN) return fail('TOO_SHORT');
  if (length > DISPLAY_NAME_MAX) return fail('TOO_LONG');
  if (!ALLOWED.test(name)) return fail('INVALID_CHARACTERS');
  if (RESERVED.has(skeleton(name))) return fail('RESERVED');
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
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{Nd} ._-]+/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim(),
  ]
    .slice(0, DISPLAY_NAME_MAX)
    .join('');
  const check = checkDisplayName(cleaned);
  return check.valid ? check.display_name : FALLBACK_DISPLAY_NAME;
}
