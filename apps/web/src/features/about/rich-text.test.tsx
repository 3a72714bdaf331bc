import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_SIZE_PX, MIN_SIZE_PX, RichText, parseRichText } from './rich-text';

function html(content: string): string {
  const { container } = render(
    <p>
      <RichText content={content} />
    </p>,
  );
  return container.innerHTML;
}

describe('parseRichText', () => {
  it('reads bold, sizes and line breaks', () => {
    expect(parseRichText('Hi **there**\n{size:20}big{size:end}')).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'bold', children: [{ type: 'text', text: 'there' }] },
      { type: 'break' },
      { type: 'size', px: 20, children: [{ type: 'text', text: 'big' }] },
    ]);
  });

  it('nests bold and size either way', () => {
    expect(parseRichText('{size:18}a **b**{size:end}')).toEqual([
      {
        type: 'size',
        px: 18,
        children: [
          { type: 'text', text: 'a ' },
          { type: 'bold', children: [{ type: 'text', text: 'b' }] },
        ],
      },
    ]);
    expect(html('**a {size:24}b{size:end}**')).toBe(
      '<p><strong>a <span style="font-size: 24px;">b</span></strong></p>',
    );
  });

  it('clamps sizes to a readable range', () => {
    expect(html('{size:400}x{size:end}')).toContain(`font-size: ${MAX_SIZE_PX}px`);
    expect(html('{size:1}x{size:end}')).toContain(`font-size: ${MIN_SIZE_PX}px`);
  });

  it('keeps stray markers as text', () => {
    expect(html('2 ** 3 and {size:end} alone')).toBe('<p>2 ** 3 and {size:end} alone</p>');
    expect(html('{size:abc}x')).toBe('<p>{size:abc}x</p>');
  });

  it('runs an unclosed size to the end', () => {
    expect(html('{size:22}rest')).toBe('<p><span style="font-size: 22px;">rest</span></p>');
  });

  it('breaks lines on every line ending', () => {
    expect(html('a\r\nb\nc\rd\\ne')).toBe('<p>a<br>b<br>c<br>d<br>e</p>');
  });
});

describe('RichText safety', () => {
  it('renders markup in the content as text, never as HTML', () => {
    const { container } = render(
      <div>
        <RichText content={'**<script>alert(1)</script>** <img src=x onerror=alert(2)>'} />
      </div>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(2)>');
  });
});
