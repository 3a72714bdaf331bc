import { ratingQuestions, type RatingQuestions } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch, type Path } from 'react-hook-form';
import { Alert, FormAlert } from '../../../components/alert';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { failureText } from '../../../lib/failure-text';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { listFields, ratingsQuery, saveRatings } from '../content-calls';
import { EMOJI, QuestionFields } from './question-fields';

const blankQuestion = () => ({
  description: '',
  secondLanguage: '',
  type: 'Star' as const,
  options: ['Very poor', 'Poor', 'Fair', 'Good', 'Excellent'].map((desc) => ({ desc, desc2: '' })),
});

/** /content/ratings: the questions of the app's feedback screen. */
export function RatingsPage() {
  const ratings = useQuery(ratingsQuery);
  return (
    <>
      <PageHeader title="Ratings" />
      <p className="muted">
        Saving publishes a new set of questions; answers given to earlier ones are kept.
      </p>
      {ratings.isError && (
        <Alert tone="error">
          {failureText(ratings.error, 'The questions could not be loaded.')}
        </Alert>
      )}
      {ratings.data ? <RatingsForm saved={ratings.data} /> : !ratings.isError && <p>Loading…</p>}
    </>
  );
}

function RatingsForm({ saved }: { saved: RatingQuestions }) {
  const form = useSchemaForm<RatingQuestions>(ratingQuestions, saved);
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const values = useWatch({ control: form.control, name: 'questions' });
  const [shown, setShown] = useState(0);
  const [notice, setNotice] = useState('');
  const queryClient = useQueryClient();
  const call = useMutation({ mutationFn: saveRatings });
  const previewed = values[Math.min(shown, values.length - 1)];

  const submit = form.handleSubmit(async (next) => {
    if (call.isPending) return;
    setNotice('');
    try {
      await call.mutateAsync(next);
      form.reset(next);
      await queryClient.invalidateQueries({ queryKey: ['rating-questions'] });
      setNotice('The questions were published.');
    } catch (error) {
      const fields = listFields('questions', next.questions.length, ['description', 'options']);
      showFailure(form, error, fields as Path<RatingQuestions>[], 'The questions were not saved.');
    }
  });

  return (
    <>
      <LeaveGuard when={form.formState.isDirty} />
      <form className="form" noValidate onSubmit={submit} aria-label="Rating questions">
        {notice && <Alert tone="ok">{notice}</Alert>}
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div className="editor-with-preview">
          <div className="form">
            {questions.fields.map((field, index) => (
              <fieldset
                key={field.id}
                className="panel section-fields"
                onFocus={() => setShown(index)}
              >
                <legend>Question {index + 1}</legend>
                <QuestionFields form={form} index={index} />
                {questions.fields.length > 1 && (
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => {
                        questions.remove(index);
                        setShown(0);
                      }}
                    >
                      Remove<span className="visually-hidden"> question {index + 1}</span>
                    </button>
                  </div>
                )}
              </fieldset>
            ))}
            <div className="row-actions">
              {questions.fields.length < 20 && (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    questions.append(blankQuestion());
                    setShown(questions.fields.length);
                  }}
                >
                  Add a question
                </button>
              )}
              <SubmitButton
                busy={call.isPending}
                label="Publish the questions"
                busyLabel="Saving…"
              />
            </div>
          </div>
          <figure className="phone-preview">
            <div className="phone">
              <p className="phone__title">{previewed?.description || 'The question'}</p>
              <ol className="rating-preview">
                {(previewed?.options ?? []).map((option, i) => (
                  <li key={i}>
                    <span aria-hidden="true">
                      {previewed?.type === 'Emoji' ? EMOJI[i] : '★'.repeat(i + 1)}
                    </span>{' '}
                    {option.desc}
                  </li>
                ))}
              </ol>
            </div>
            <figcaption className="muted">
              Question {Math.min(shown, values.length - 1) + 1} in the app.
            </figcaption>
          </figure>
        </div>
      </form>
    </>
  );
}
