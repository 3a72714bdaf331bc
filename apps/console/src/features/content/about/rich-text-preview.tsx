import { parseRichText, type RichNode } from '@loyalty/contract';
import type { ReactNode } from 'react';

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

/** About content as the app shows it, from the parser the app uses (text only, never HTML). */
export function RichTextPreview({ content }: { content: string }) {
  return <>{render(parseRichText(content))}</>;
}
