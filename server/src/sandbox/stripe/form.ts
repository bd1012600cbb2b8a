/** A form body as Stripe's clients send it: `card[number]=…`, `expand[0]=…`, `metadata[k]=…`. */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const MAX_FIELDS = 200;
const MAX_DEPTH = 4;

/** Parses bracketed keys into nested objects (numeric indices stay object keys). */
export function parseForm(body: string): FormObject {
  const result: FormObject = {};
  const params = new URLSearchParams(body);
  let count = 0;
  for (const [rawKey, value] of params) {
    if (++count > MAX_FIELDS) throw new Error('Too many fields');
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw new Error(`Malformed key ${rawKey}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    if (path.length > MAX_DEPTH) throw new Error(`Too deep: ${rawKey}`);
    let target = result;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(target).length) : segment;
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new Error('Forbidden key');
      if (index === path.length - 1) {
        target[key] = value;
        return;
      }
      const next = target[key];
      if (typeof next === 'object') {
        target = next;
      } else {
        const created: FormObject = {};
        target[key] = created;
        target = created;
      }
    });
  }
  return result;
}

/** A string field, or undefined. */
export const text = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

export const nested = (form: FormObject, key: string): FormObject => {
  const value = form[key];
  return typeof value === 'object' ? value : {};
};

/** `expand[0]=a&expand[1]=b` or `expand[]=a` as a list. */
export const list = (form: FormObject, key: string): string[] =>
  Object.values(nested(form, key)).filter((v): v is string => typeof v === 'string');
