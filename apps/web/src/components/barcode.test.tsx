import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Barcode } from './barcode';
import { code128Modules } from './code128';

/** The drawn bars as '1' modules across the viewBox: what a scanner would read. */
function drawnModules(svg: Element): string {
  const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const modules = Array.from({ length: width }, () => '0');
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  // Each bar is drawn as `M{x} 0h{width}v{height}h-{width}z`.
  for (const [, x, width] of d.matchAll(/M(\d+) 0h(\d+)v\d+h-\d+z/g)) {
    for (let i = Number(x); i < Number(x) + Number(width); i++) modules[i] = '1';
  }
  expect(d.replace(/M\d+ 0h\d+v\d+h-\d+z/g, '')).toBe('');
  return modules.join('');
}

describe('Barcode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the value as Code 128 bars that scale with their box', () => {
    render(<Barcode value="1990075764" label="Barcode of 1990075764" />);
    const svg = screen.getByRole('img', { name: 'Barcode of 1990075764' });
    expect(svg.closest('figure')).toHaveAttribute('data-value', '1990075764');
    expect(svg.getAttribute('viewBox')).toBe('0 0 90 80');
    expect(drawnModules(svg)).toBe(code128Modules('1990075764'));
    // No fixed pixel size: CSS sizes the picture, the viewBox keeps the bars in proportion.
    expect(svg).not.toHaveAttribute('width');
    expect(svg).not.toHaveAttribute('height');
    expect(screen.getByText('1990075764')).toBeInTheDocument();
  });

  it('prints the value left to right and untranslated, in any language', () => {
    render(<Barcode value="XBWXPKRJMRTY" label="code" />);
    const printed = screen.getByText('XBWXPKRJMRTY');
    expect(printed).toHaveAttribute('dir', 'ltr');
    expect(printed).toHaveAttribute('translate', 'no');
  });

  it('redraws when the value changes', () => {
    const { rerender } = render(<Barcode value="A1" label="code" />);
    const svg = screen.getByRole('img', { name: 'code' });
    const first = svg.innerHTML;
    rerender(<Barcode value="B2-LONGER-CODE" label="code" />);
    expect(svg.innerHTML).not.toBe(first);
    expect(drawnModules(svg)).toBe(code128Modules('B2-LONGER-CODE'));
    expect(svg.closest('figure')).toHaveAttribute('data-value', 'B2-LONGER-CODE');
  });

  it('shows only the text for a value Code 128 cannot write, and no stale bars', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(<Barcode value="A1" label="code" />);
    rerender(<Barcode value="Café" label="code" />);
    const svg = screen.getByRole('img', { name: 'code' });
    expect(svg.querySelector('path')).toBeNull();
    expect(screen.getByText('Café')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('draws nothing for an empty value, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Barcode value="" label="code" />);
    expect(screen.getByRole('img', { name: 'code' }).querySelector('path')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
