/**
 * Letters of other scripts that look like Latin ones, after NFKC (which already folds
 * full-width and styled letters: `Ａｄｍｉｎ` → `Admin`). Not all of Unicode's confusables list:
 * the lower-case look-alikes of the letters that reserved names are spelled with.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ɩ: 'i',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  ց: 'g',
  // Latin variants (IPA letters, small capitals) and digits read as letters
  ı: 'i',
  ȷ: 'j',
  ɡ: 'g',
  ʟ: 'l',
  ɑ: 'a',
  ɒ: 'a',
  ɛ: 'e',
  ɪ: 'i',
  ɴ: 'n',
  ʀ: 'r',
  ʏ: 'y',
  ʜ: 'h',
  ᴀ: 'a',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ᴋ: 'k',
  ᴍ: 'm',
  ᴏ: 'o',
  ᴘ: 'p',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
  ꜱ: 's',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  $: 's',
  '@': 'a',
};

/**
 * A name's skeleton for comparisons: NFKC, lower case, marks dropped, look-alikes folded to
 * Latin, and everything but letters and digits removed. Two names with one skeleton read alike.
 */
export function skeleton(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return [...folded]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/[^\p{L}\p{Nd}]/gu, '');
}
