const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Markup that has already been escaped (the result of `html`). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A tagged template that escapes every interpolation except nested `html` fragments. */
export function html(
  strings: TemplateStringsArray,
  ...values: (string | number | SafeHtml)[]
): SafeHtml {
  const out = strings.reduce((acc, part, i) => {
    const value = values[i];
    if (i >= values.length || value === undefined) return acc + part;
    return acc + part + (value instanceof SafeHtml ? value.value : escapeHtml(String(value)));
  }, '');
  return new SafeHtml(out);
}
