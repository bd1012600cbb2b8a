/** The id the document's `<link rel="expect" blocking="render">` waits for (starlit-document.tsx). */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Where the browser may paint the page for the first time: it holds rendering until it has parsed
 * the page up to here. Every layout places it at the end of `<main>`, after the page's content and
 * before what may follow late (the footer, the page's data and scripts): whatever the browser
 * paints from part of the HTML moves when the rest arrives.
 * - The header's parts are laid out from the right: painted before its last buttons arrived, its
 *   language switch jumped left when they did.
 * - A button painted before its label arrived grew when it came (the channel page's "Send stars").
 * - The sign-in pages centre their card: painted in pieces, it climbed the screen as each came.
 */
export function FirstPaintMark() {
  return <span id={FIRST_PAINT_ID} hidden />;
}
