import type { TFunction } from 'i18next';

/**
 * A list a page keeps in its namespace (paragraphs, steps, questions). Translations are data, so a
 * key that is missing or not a list yields an empty list instead of rendering the key itself.
 */
export function contentList<T = string>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

/** An entry a page keeps under `key` as an object (a claim's title and text, keyed by its feature). */
export function contentItem<T = TitledText>(t: TFunction, key: string): T {
  return t(key, { returnObjects: true }) as T;
}

/** A titled text: the shape of a card, a step, a rule. */
export interface TitledText {
  title: string;
  body: string;
}

/** A question and its answer (FAQ sections and their FAQPage structured data). */
export interface Question {
  question: string;
  answer: string;
}
