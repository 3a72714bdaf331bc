import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './index';

// Every export of the set, each drawn with the props a caller can give (SocialIcon's name too).
const all = Object.entries(
  icons as Record<string, ComponentType<{ size?: number; className?: string; name: string }>>,
);

describe('the icon set', () => {
  it('exports the icons the screens draw', () => {
    expect(all.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ChevronIcon', 'CloseIcon', 'HomeIcon', 'PhoneIcon', 'SocialIcon']),
    );
  });

  it.each(all)('%s is decorative, never focusable, and takes its size', (_, Icon) => {
    const { container } = render(<Icon size={31} className="here" name="Facebook" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '31');
    expect(svg).toHaveAttribute('height', '31');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveClass('here');
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });

  it('points a chevron the way it is asked', () => {
    const path = (direction: 'forward' | 'back' | 'down') =>
      render(<icons.ChevronIcon direction={direction} />)
        .container.querySelector('path')
        ?.getAttribute('d');
    expect(new Set([path('forward'), path('back'), path('down')]).size).toBe(3);
  });

  it('draws a known network by its name and a globe for any other', () => {
    const drawing = (name: string) => render(<icons.SocialIcon name={name} />).container.innerHTML;
    expect(drawing('Twitter / X')).toBe(drawing('X'));
    expect(drawing('Facebook')).not.toBe(drawing('Instagram'));
    expect(drawing('My blog')).toBe(drawing('Another site'));
    expect(drawing('My blog')).not.toBe(drawing('Facebook'));
  });
});
