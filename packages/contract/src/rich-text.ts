/**
 * About content (docs/wire-protocol.md §2): `**bold**`, `{size:N}text{size:end}` (N px) and line
 * breaks, parsed into nodes that the customer app and the console's preview both render, so
 * markup in the content (`<script>`, `<img onerror>`) can only ever be text.
 */
export type RichNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'bold'; children: RichNode[] }
  | { type: 'size'; px: number; children: RichNode[] };

/** Sizes are kept readable and within the layout whatever the content asks for. */
export const MIN_SIZE_PX = 10;
export const MAX_SIZE_PX = 40;

// `**`, `{size:N}`, `{size:end}`, a line break (CRLF, LF, CR, or a literal backslash-n that
// content copied from JSON often carries).
const TOKEN = /\*\*|\{size:\s*(\d+(?:\.\d+)?)\s*\}|\{size:end\}|\r\n|\n|\r|\\n/gi;

type Open = { type: 'bold' | 'size'; px: number; children: RichNode[] };

export function clampSize(px: number): number {
  return Math.min(MAX_SIZE_PX, Math.max(MIN_SIZE_PX, Math.round(px)));
}

function pushText(into: RichNode[], text: string): void {
  if (text === '') return;
  const last = into[into.length - 1];
  if (last?.type === 'text') last.text += text;
  else into.push({ type: 'text', text });
}

/** Parses content into nodes. Unclosed `**` stays as written; an unclosed size runs to the end. */
export function parseRichText(content: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: Open[] = [];
  const top = () => stack[stack.length - 1]?.children ?? root;

  // Closes the innermost open node into its parent.
  const close = () => {
    const node = stack.pop();
    if (!node) return;
    top().push(
      node.type === 'bold'
        ? { type: 'bold', children: node.children }
        : { type: 'size', px: node.px, children: node.children },
    );
  };

  let at = 0;
  for (const match of content.matchAll(TOKEN)) {
    pushText(top(), content.slice(at, match.index));
    at = match.index + match[0].length;
    const token = match[0];
    if (token === '**') {
      if (stack[stack.length - 1]?.type === 'bold') close();
      else stack.push({ type: 'bold', px: 0, children: [] });
    } else if (match[1] !== undefined) {
      stack.push({ type: 'size', px: clampSize(Number(match[1])), children: [] });
    } else if (token.toLowerCase() === '{size:end}') {
      if (!stack.some((node) => node.type === 'size')) pushText(top(), token);
      else {
        // A bold opened inside the size ends with it.
        while (stack[stack.length - 1]?.type === 'bold') close();
        close();
      }
    } else {
      top().push({ type: 'break' });
    }
  }
  pushText(top(), content.slice(at));

  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node?.type === 'bold') {
      // No closing `**`: the marker was text after all.
      stack.pop();
      const parent = top();
      pushText(parent, '**');
      for (const child of node.children) {
        if (child.type === 'text') pushText(parent, child.text);
        else parent.push(child);
      }
    } else close();
  }
  return root;
}
