import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PointsStepper } from './points-stepper';

function Harness({ max, maxDigits }: { max?: number; maxDigits?: number }) {
  const [value, setValue] = useState(0);
  return (
    <PointsStepper
      label="Points"
      value={value}
      onChange={setValue}
      decreaseLabel="Fewer"
      increaseLabel="More"
      {...(max === undefined ? {} : { max })}
      {...(maxDigits === undefined ? {} : { maxDigits })}
    />
  );
}

describe('points stepper', () => {
  it('steps with plus and minus and never goes below 0', () => {
    render(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Points' });
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(input).toHaveValue(2);
    fireEvent.click(screen.getByRole('button', { name: 'Fewer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fewer' }));
    expect(input).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
  });

  it('limits typing to the digits of the total', () => {
    render(<Harness maxDigits={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Points' });
    fireEvent.change(input, { target: { value: '12345' } });
    expect(input).toHaveValue(123);
  });

  it('stops plus at the maximum', () => {
    render(<Harness max={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('spinbutton', { name: 'Points' })).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
  });
});
