export type InstallPlatform = 'android' | 'ios' | 'desktop';

/**
 * The visitor's kind of device, from the user agent alone (bowser is not in this page's first
 * load). iPadOS Safari says "Macintosh" but has a touch screen.
 */
export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'desktop';
}
