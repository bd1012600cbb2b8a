import type { Page } from '@playwright/test';

/**
 * What a person would notice on a phone: sideways scrolling, cut-off controls, targets too small
 * to tap, fields of one row that do not line up, a button or chip whose words break inside it.
 */
export type LayoutProblemKind =
  | 'document-overflow'
  | 'beyond-viewport'
  | 'sideways-scroll'
  | 'clipped-control'
  | 'spilling-control'
  | 'small-target'
  | 'misaligned-fields'
  | 'wrapped-label';

export interface LayoutOptions {
  /** WCAG 2.5.5 target size, in CSS px. */
  minTarget: number;
  /**
   * Widgets whose owners fix their controls' size (the offline stand-ins of Telegram's login
   * button and Cloudflare's Turnstile draw them as the real ones do): still checked for
   * overflow and clipping, not for target size.
   */
  thirdParty: string;
}

const DEFAULTS: LayoutOptions = { minTarget: 44, thirdParty: '[id^="telegram-login-"], [id^="cf-chl-widget"]' };

/**
 * Measures the page as it is shown, in one round trip: returns one line per problem, naming the
 * element (tag, MUI component, role, label, text) and where it is (header, dialog, menu…).
 * Runs in the browser, so it may use nothing from its closure.
 */
export async function auditLayout(page: Page, options: Partial<LayoutOptions> = {}): Promise<string[]> {
  return page.evaluate(
    async ({ minTarget, thirdParty }) => {
      await document.fonts.ready;
      const viewport = document.documentElement.clientWidth;
      const styles = new Map<Element, CSSStyleDeclaration>();
      const style = (element: Element) => {
        let found = styles.get(element);
        if (!found) {
          found = getComputedStyle(element);
          styles.set(element, found);
        }
        return found;
      };
      const problems: string[] = [];

      const describe = (element: Element) => {
        const tag = element.tagName.toLowerCase();
        const mui = [...element.classList].filter((name) => /^Mui[A-Za-z]+-root$/.test(name)).slice(0, 2);
        const role = element.getAttribute('role');
        const label = element.getAttribute('aria-label');
        const text = ((element as HTMLElement).innerText ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 48);
        const place = element.closest('[role=dialog], [role=menu], [role=listbox], header, footer, main, nav');
        const where = place ? ` in <${place.getAttribute('role') ?? place.tagName.toLowerCase()}>` : '';
        return `<${tag}${mui.length ? ` .${mui.join('.')}` : ''}${role ? ` role=${role}` : ''}${label ? ` aria-label="${label}"` : ''}>${text ? ` "${text}"` : ''}${where}`;
      };

      const shown = (element: Element, rect: DOMRect) => {
        if (rect.width <= 1 || rect.height <= 1) return false; // not rendered, or visually hidden for screen readers
        const computed = style(element);
        return computed.visibility !== 'hidden' && computed.display !== 'contents';
      };

      /** The horizontal part of an element left visible by its clipping ancestors and the viewport. */
      const visibleSpan = (element: Element, rect: DOMRect): [number, number] => {
        let left = rect.left;
        let right = rect.right;
        let ancestor = element.parentElement;
        if (style(element).position === 'fixed') ancestor = null;
        while (ancestor && ancestor !== document.body && ancestor !== document.documentElement) {
          const computed = style(ancestor);
          if (computed.overflowX !== 'visible') {
            const box = ancestor.getBoundingClientRect();
            left = Math.max(left, box.left + ancestor.clientLeft);
            right = Math.min(right, box.left + ancestor.clientLeft + ancestor.clientWidth);
          }
          if (computed.position === 'fixed') break;
          ancestor = ancestor.parentElement;
        }
        return [Math.max(left, 0), Math.min(right, viewport)];
      };

      const width = document.documentElement.scrollWidth;
      if (width > viewport) problems.push(`document-overflow: the page is ${width} px wide in a ${viewport} px viewport`);

      // Elements reaching past the viewport's edges that no ancestor clips; only the outermost of a
      // nested run is named, since its children overflow because it does.
      const beyond = new Set<Element>();
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (!shown(element, rect)) continue;
        // A box that scrolls sideways inside the page (a dialog, a card) is reflow failing too.
        const computed = style(element);
        if (
          /auto|scroll/.test(computed.overflowX) &&
          element.scrollWidth > element.clientWidth + 1 &&
          !element.closest('[data-scrolls-sideways]')
        ) {
          problems.push(`sideways-scroll: ${describe(element)} scrolls ${element.scrollWidth} px of content in ${element.clientWidth} px`);
        }
        if (rect.right <= viewport + 1 && rect.left >= -1) continue;
        let left = rect.left;
        let right = rect.right;
        for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
          if (style(ancestor).overflowX === 'visible') continue;
          const box = ancestor.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (right > viewport + 1 || left < -1) beyond.add(element);
      }
      for (const element of beyond) {
        if (element.parentElement && beyond.has(element.parentElement)) continue;
        const rect = element.getBoundingClientRect();
        problems.push(`beyond-viewport: ${describe(element)} spans ${Math.round(rect.left)}…${Math.round(rect.right)} px of ${viewport}`);
      }

      const controls = document.body.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=menuitem], [role=option], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=combobox]',
      );
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        if (!shown(control, rect) || control.closest('[aria-hidden=true], [inert]')) continue;
        const [left, right] = visibleSpan(control, rect);
        if (right - left < rect.width - 1) {
          problems.push(
            `clipped-control: ${describe(control)} shows ${Math.max(0, Math.round(right - left))} of its ${Math.round(rect.width)} px`,
          );
          continue;
        }
        const computed = style(control);
        const field = /^(INPUT|TEXTAREA|SELECT)$/.test(control.tagName);
        if (
          !field &&
          computed.display !== 'inline' &&
          control.scrollWidth > control.clientWidth + 1 &&
          computed.textOverflow !== 'ellipsis'
        ) {
          problems.push(`spilling-control: ${describe(control)} holds ${control.scrollWidth} px of content in ${control.clientWidth} px`);
        }
        // WCAG's exception: a link inside a sentence is as big as the sentence's text.
        const inline = control.tagName === 'A' && computed.display === 'inline';
        if (!inline && !control.closest(thirdParty) && (rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5)) {
          problems.push(`small-target: ${describe(control)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
        }
      }

      // Fields side by side (expiry and CVC) whose boxes start or end at different heights: one
      // label wrapped where the other did not.
      const fields = [
        ...document.body.querySelectorAll('input:not([type=hidden], [type=checkbox], [type=radio], [type=range]), select, textarea'),
      ]
        .map((field) => ({ field, rect: field.getBoundingClientRect() }))
        .filter(({ field, rect }) => shown(field, rect) && style(field).opacity !== '0');
      for (const [index, a] of fields.entries()) {
        for (const b of fields.slice(index + 1)) {
          const sameRow = a.rect.top < b.rect.bottom && b.rect.top < a.rect.bottom;
          const sideBySide = a.rect.right <= b.rect.left + 1 || b.rect.right <= a.rect.left + 1;
          if (sameRow && sideBySide && (Math.abs(a.rect.top - b.rect.top) > 1 || Math.abs(a.rect.bottom - b.rect.bottom) > 1)) {
            problems.push(
              `misaligned-fields: ${describe(a.field)} (${Math.round(a.rect.top)}…${Math.round(a.rect.bottom)} px) and ${describe(b.field)} (${Math.round(b.rect.top)}…${Math.round(b.rect.bottom)} px) share a row`,
            );
          }
        }
      }

      // A chip, a toggle or a dialog's action button whose own words run onto a second line inside
      // it (a full-width button of a form may wrap a long translation; these must not).
      for (const control of document.body.querySelectorAll(
        '.MuiChip-label, .MuiToggleButton-root, .MuiDialogActions-root .MuiButton-root',
      )) {
        if (!shown(control, control.getBoundingClientRect()) || control.closest('[aria-hidden=true], [inert]')) continue;
        // The words only: an icon or the ripple layer is a box of its own, not a line of text.
        const tops: number[] = [];
        const words = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = words.nextNode(); node; node = words.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of range.getClientRects()) {
            if (box.width < 1 || box.height < 1) continue;
            if (tops.every((top) => Math.abs(top - box.top) >= box.height / 2)) tops.push(box.top);
          }
        }
        if (tops.length > 1) problems.push(`wrapped-label: ${describe(control)} breaks its text over ${tops.length} lines`);
      }
      return problems;
    },
    { ...DEFAULTS, ...options },
  );
}

/** Transitions and animations off, so a dialog is measured (and photographed) where it comes to rest. */
export const STILL_CSS =
  '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';
