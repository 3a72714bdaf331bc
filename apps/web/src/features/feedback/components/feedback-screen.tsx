import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { showAlert } from '../../../lib/alerts';
import { setCookie } from '../../../lib/cookies';
import { failureText } from '../../../lib/failure-text';
import { useSession } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { t } from '../../../i18n/messages';
import { tFeedback } from '../../../i18n/feedback';
import { useRatings } from '../api/loy-get-ratings-and-options';
import { useSendFeedback } from '../api/loy-insert-update-feedback-ratings';
import { RatingQuestion } from './rating-question';
import '../feedback.css';
import { ScreenTitle } from '../../../components/screen-title';

/** docs/wire-protocol.md §3: the feedback-done cookie, value true, 200 days. */
export const FEEDBACK_COOKIE = 'loyalty_feedback';
export const FEEDBACK_COOKIE_DAYS = 200;
/** docs/wire-protocol.md §9: to /profile 1500 ms after a success. */
export const FEEDBACK_REDIRECT_MS = 1500;

/** The option chosen for each answered question, by rating_id; unanswered ones are not sent. */
const feedbackSchema = z.object({ chosen: z.record(z.string(), z.string()) });

/** /feedback: the published rating questions and 'Share'. */
export function FeedbackScreen() {
  const navigate = useNavigate();
  const { authUser } = useSession();
  const ratings = useRatings();
  const send = useSendFeedback();
  const form = useSchemaForm(feedbackSchema, { chosen: {} });
  // One field for every answer: a rating_id is not a safe form path (it may look like an index).
  const chosen = useController({ control: form.control, name: 'chosen' }).field;
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const improveId = useId();

  useEffect(() => () => clearTimeout(redirect.current), []);

  const questions = ratings.isError ? [] : ratings.data;

  const submit = async (values: z.infer<typeof feedbackSchema>) => {
    const choices = (questions ?? []).flatMap((question) => {
      const optionId = values.chosen[question.rating_id];
      return optionId === undefined
        ? []
        : [
            {
              rating_id: question.rating_id,
              rating_name: question.description,
              option_id: optionId,
            },
          ];
    });
    try {
      const result = await send.mutateAsync({ customerCode: authUser?.CUST_CODE ?? '', choices });
      if (!result.ok) {
        showAlert({ success: false, message: result.message ?? tFeedback('feedback.failed') });
        return;
      }
      setSaved(true);
      showAlert({ success: true, message: tFeedback('feedback.saved') });
      setCookie(FEEDBACK_COOKIE, 'true', { days: FEEDBACK_COOKIE_DAYS });
      redirect.current = setTimeout(() => void navigate('/profile'), FEEDBACK_REDIRECT_MS);
    } catch (error) {
      console.warn('feedback not saved', error);
      showAlert({ success: false, message: failureText(error, tFeedback('feedback.failed')) });
    }
  };

  return (
    <main className="page page--with-nav">
      <ScreenTitle>{t('screen.feedback')}</ScreenTitle>
      <form className="feedback-form" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        {questions === undefined ? (
          <SkeletonGroup className="feedback-form__list" label={tFeedback('feedback.loading')}>
            <Skeleton shape="card" height="150px" />
            <Skeleton shape="card" height="150px" />
          </SkeletonGroup>
        ) : questions.length === 0 ? (
          <EmptyState message={tFeedback('feedback.empty')} />
        ) : (
          <div className="feedback-form__list">
            {questions.map((question) => (
              <RatingQuestion
                key={question.rating_id}
                question={question}
                chosen={chosen.value[question.rating_id]}
                onChoose={(optionId) =>
                  chosen.onChange({ ...chosen.value, [question.rating_id]: optionId })
                }
              />
            ))}
          </div>
        )}
        {/* docs/wire-protocol.md §2: the free-text box exists but is hidden. */}
        <div hidden>
          <label htmlFor={improveId}>{tFeedback('feedback.improve')}</label>
          <textarea id={improveId} name="other_feedback" maxLength={2000} />
        </div>
        <button
          type="submit"
          className="button button--primary button--block feedback-form__share"
          disabled={send.isPending || saved || questions === undefined}
        >
          {send.isPending ? tFeedback('feedback.sending') : tFeedback('feedback.share')}
        </button>
      </form>
    </main>
  );
}
