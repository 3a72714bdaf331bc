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

// Characters that could end a <script> element or an HTML comment early, or that older
// JavaScript parsers took for line ends, written as JSON escapes (the value is unchanged).
const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A JSON data block (`<script type="application/json">`): the browser never runs it, so the
 * CSP's `script-src 'self'` allows it; the page reads it with `JSON.parse(el.textContent)`.
 */
export function jsonScriptBlock(id: string, value: unknown): SafeHtml {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_UNSAFE[ch] ?? ch);
  return new SafeHtml(`<script type="application/json" id="${escapeHtml(id)}">${json}</script>`);
}
