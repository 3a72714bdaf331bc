import { tHome } from '../../../i18n/home';
import { formatPoints } from '../../../lib/format';
import { useTierProgress, type TierProgressData } from '../api/loy-tier-progress';
import '../tiers.css';

/** Where the bar starts and ends: the current tier's threshold and the next one's. */
export function tierSpan(data: TierProgressData): { value: number; max: number } | undefined {
  if (data.POINTS_TO_NEXT === undefined || data.NEXT_TIER === undefined) return undefined;
  const next = data.POINTS + data.POINTS_TO_NEXT;
  const from = data.TIERS.filter((t) => t.MIN_POINTS <= data.POINTS).at(-1)?.MIN_POINTS ?? 0;
  return { value: data.POINTS - from, max: Math.max(1, next - from) };
}

/**
 * The customer's tier and the points to the next one, as a bar with an accessible name. Shown
 * only where the server serves tier progress; nothing when it fails. While it loads, a box of
 * the same shape keeps its place, so what sits below does not move when the answer comes.
 */
export function TierProgress() {
  const { data, awaited } = useTierProgress();
  if (awaited) return <TierProgressPlaceholder />;
  if (!data?.TIER) return null;
  const span = tierSpan(data);
  const months = data.WINDOW_MONTHS ?? 0;
  return (
    <section className="tier-progress" aria-labelledby="tier-title" data-testid="tier-progress">
      <div className="tier-progress__head">
        <h2 id="tier-title" className="tier-progress__title">
          {tHome('tier.title')}
        </h2>
        <bdi className="tier-progress__tier">{data.TIER}</bdi>
      </div>
      {span && data.NEXT_TIER !== undefined ? (
        <>
          <progress
            className="tier-progress__bar"
            value={span.value}
            max={span.max}
            aria-label={tHome('tier.progress', { tier: data.NEXT_TIER })}
          />
          <p className="tier-progress__text">
            {tHome('tier.toNext', {
              points: formatPoints(data.POINTS_TO_NEXT),
              tier: data.NEXT_TIER,
            })}
          </p>
        </>
      ) : (
        <p className="tier-progress__text">{tHome('tier.top')}</p>
      )}
      {months > 0 && <p className="tier-progress__note">{tHome('tier.window', { months })}</p>}
    </section>
  );
}

/** The tier box's shape with no figures in it, hidden from assistive technology. */
function TierProgressPlaceholder() {
  return (
    <section
      className="tier-progress tier-progress--placeholder"
      aria-hidden="true"
      data-testid="tier-progress-placeholder"
    >
      <div className="tier-progress__head">
        <p className="tier-progress__title">{tHome('tier.title')}</p>
      </div>
      <div className="tier-progress__bar" />
      <p className="tier-progress__text">{'\u00a0'}</p>
    </section>
  );
}
