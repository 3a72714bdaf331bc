import { describe, expect, it } from 'vitest';
import { appDate, promotionState } from './promotion-state';

const today = '2026-11-27';

describe('a promotion’s state', () => {
  it('is scheduled before its first day, live through its last, ended after', () => {
    expect(promotionState({ from: '2026-12-01', to: '2026-12-31', hidden: false }, today)).toBe(
      'Scheduled',
    );
    expect(promotionState({ from: today, to: today, hidden: false }, today)).toBe('Live');
    expect(promotionState({ from: '2026-11-01', to: '2026-11-26', hidden: false }, today)).toBe(
      'Ended',
    );
  });

  it('counts one ended today (hidden, last day today) as ended, a hidden running one as live', () => {
    expect(promotionState({ from: '2026-11-01', to: today, hidden: true }, today)).toBe('Ended');
    expect(promotionState({ from: '2026-11-01', to: '2026-12-31', hidden: true }, today)).toBe(
      'Live',
    );
  });

  it('writes days as the customer app does', () => {
    expect(appDate('2026-04-09')).toBe('09/04/2026');
  });
});
