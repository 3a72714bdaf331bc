import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Barcode } from './barcode';

describe('Barcode', () => {
  it('draws the value as Code128 bars that scale with their box', () => {
    render(<Barcode value="1990075764" label="Barcode of 1990075764" />);
    const svg = screen.getByRole('img', { name: 'Barcode of 1990075764' });
    expect(svg.closest('figure')).toHaveAttribute('data-value', '1990075764');
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    // No fixed pixel size: CSS sizes the picture, the viewBox keeps the bars in proportion.
    expect(svg).not.toHaveAttribute('width');
    expect(svg).not.toHaveAttribute('height');
    expect(screen.getByText('1990075764')).toBeInTheDocument();
  });

  it('redraws when the value changes', () => {
    const { rerender } = render(<Barcode value="A1" label="code" />);
    const svg = screen.getByRole('img', { name: 'code' });
    const first = svg.innerHTML;
    rerender(<Barcode value="B2-LONGER-CODE" label="code" />);
    expect(svg.innerHTML).not.toBe(first);
    expect(svg.closest('figure')).toHaveAttribute('data-value', 'B2-LONGER-CODE');
  });
});
