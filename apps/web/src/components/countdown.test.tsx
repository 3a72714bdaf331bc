import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, endOf, timeLeft } from './countdown';

function shown() {
  const timer = screen.getByRole('timer');
  return [...timer.querySelectorAll('.countdown__value')].map((node) => node.textContent);
}

describe('timeLeft', () => {
  it('splits the time into days, hours, minutes and seconds', () => {
    const now = new Date(2025, 0, 1, 0, 0, 0);
    const end = new Date(2025, 0, 3, 4, 5, 6);
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 6 });
  });

  it('stops at zero once the end has passed', () => {
    const now = new Date(2025, 0, 2);
    expect(timeLeft(new Date(2025, 0, 1), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('counts a date without a time to the end of that day', () => {
    expect(endOf('2025-06-30')).toEqual(new Date(2025, 5, 30, 23, 59, 59));
    expect(endOf('2025-06-30T10:00:00')).toEqual(new Date(2025, 5, 30, 10, 0, 0));
    expect(endOf('never')).toBeUndefined();
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 30, 23, 58, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second to the end date', () => {
    render(<Countdown to="2025-06-30" />);
    expect(shown()).toEqual(['00', '00', '01', '59']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual(['00', '00', '01', '58']);
    act(() => vi.advanceTimersByTime(58_000));
    expect(shown()).toEqual(['00', '00', '01', '00']);
  });

  it('rests at zero when the end is reached and stops ticking', () => {
    render(<Countdown to="2025-06-30T23:58:02" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('labels the units', () => {
    render(<Countdown to="2025-07-02" />);
    expect(screen.getByRole('timer')).toHaveTextContent(
      /02\s*days\s*00\s*hrs\s*01\s*mins\s*59\s*secs/,
    );
  });
});
