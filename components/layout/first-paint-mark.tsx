/** The id the document's `<link rel="expect" blocking="render">` waits for (starlit-document.tsx). */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Where the browser may paint the page for the first time: it holds rendering until it has parsed
 * the page up to here. Each layout places it after what must not move once painted:
 * - at the start of `<main>` when the page grows downwards (the header's parts are laid out from
 *   the right, and a header painted before its last buttons arrived moved its language switch);
 * - after the content when the layout centres it (the sign-in pages): content painted in pieces
 *   climbed the screen as each piece arrived.
 */
export function FirstPaintMark() {
  return <span id={FIRST_PAINT_ID} hidden />;
}
