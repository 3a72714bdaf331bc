import type { ReactNode } from 'react';
import { parseRichText, type RichNode } from '@loyalty/contract';

// The parser is shared with the console's preview; the app's tests import it from here.
export {
  clampSize,
  MAX_SIZE_PX,
  MIN_SIZE_PX,
  parseRichText,
  type RichNode,
} from '@loyalty/contract';

function render(nodes: RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'bold':
        return <strong key={index}>{render(node.children)}</strong>;
      case 'size':
        return (
          <span key={index} style={{ fontSize: `${node.px}px` }}>
            {render(node.children)}
          </span>
        );
    }
  });
}

/** The content as React elements. */
export function RichText({ content }: { content: string }) {
  return <>{render(parseRichText(content))}</>;
}
