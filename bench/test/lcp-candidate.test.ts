import { describe, expect, it } from 'vitest';
import { lastLcpCandidate } from '../src/web/lighthouse-run';

const candidate = (nodeName: string, type: string, isOutermostMainFrame = true) => ({
  name: 'largestContentfulPaint::Candidate',
  args: { data: { nodeName, type, isOutermostMainFrame } },
});

describe('the largest contentful paint from the trace', () => {
  it("names the main frame's last candidate", () => {
    const trace = {
      traceEvents: [
        candidate("H1 class='screen-title'", 'text'),
        { name: 'Paint' },
        candidate("IMG class='promo-image'", 'image'),
        candidate("P class='in-a-frame'", 'text', false),
      ],
    };
    expect(lastLcpCandidate(trace)).toBe("IMG class='promo-image' (image)");
  });

  it('names nothing without a candidate', () => {
    expect(lastLcpCandidate({ traceEvents: [{ name: 'Paint' }] })).toBeUndefined();
    expect(lastLcpCandidate(undefined)).toBeUndefined();
  });
});
