import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, OtpInput, fillBoxes } from './otp-input';

function Harness() {
  const [code, setCode] = useState<string[]>(Array.from({ length: OTP_LENGTH }, () => ''));
  return (
    <>
      <p id="otp-text">Enter the OTP sent to the email</p>
      <OtpInput value={code} onChange={setCode} labelledBy="otp-text" />
      <output data-testid="code">{code.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

describe('OTP input', () => {
  it('is a group of four labelled single-character boxes', () => {
    render(<Harness />);
    expect(
      screen.getByRole('group', { name: 'Enter the OTP sent to the email' }),
    ).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Character 3 of 4' })).toBeInTheDocument();
  });

  it('moves to the next box as each character is typed', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('4');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('2');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('7');
    await userEvent.keyboard('9');
    expect(values()).toEqual(['4', '2', '7', '9']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('replaces a box’s character when typed over', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('5');
    expect(values()).toEqual(['5', '2', '', '']);
  });

  it('moves on when the character typed over a box is the one it holds', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('0000');
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('0');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('0');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('4');
    expect(values()).toEqual(['1', '0', '0', '4']);
  });

  it('goes back with Backspace from an empty box, clearing the one before', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(values()).toEqual(['1', '2', '', '']);
  });

  it.each([0, 2, 3])('fills all four boxes when a code is pasted into box %i', async (index) => {
    render(<Harness />);
    await userEvent.click(boxes()[index]!);
    await userEvent.paste('5831');
    expect(values()).toEqual(['5', '8', '3', '1']);
    expect(screen.getByTestId('code')).toHaveTextContent('5831');
    expect(boxes()[3]).toHaveFocus();
  });

  it('takes a whole code autofilled into the first box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '9090' } });
    expect(values()).toEqual(['9', '0', '9', '0']);
  });
});

describe('fillBoxes', () => {
  it('fills from the first box for a whole code, ignoring spaces and extra characters', () => {
    expect(fillBoxes(['', '', '', ''], 2, ' 12 34 5')).toEqual({
      boxes: ['1', '2', '3', '4'],
      focus: 3,
    });
  });

  it('fills from the box for a shorter text', () => {
    expect(fillBoxes(['1', '', '', ''], 1, '23')).toEqual({ boxes: ['1', '2', '3', ''], focus: 3 });
  });
});
