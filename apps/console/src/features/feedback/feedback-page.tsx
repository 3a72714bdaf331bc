import type { FeedbackResults } from '@loyalty/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId } from 'react';
import { Alert } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { useListParams } from '../../lib/list-params';
import { feedbackQuery } from './feedback-calls';
import { QuestionResult } from './question-result';

type Comment = FeedbackResults['comments']['items'][number];

const column = createColumnHelper<Comment>();
const columns = [
  column.accessor('at', {
    header: 'When',
    cell: (c) => new Date(c.getValue()).toLocaleDateString('en-GB', { dateStyle: 'medium' }),
  }),
  column.accessor('customerId', { header: 'Customer' }),
  column.accessor('comment', { header: 'Comment' }),
];

/** What customers said in a period: per question the average and the spread, then comments. */
export function FeedbackPage() {
  const { page, filters, setPage, setFilter } = useListParams(['from', 'to'] as const);
  const backwards = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const results = useQuery({
    ...feedbackQuery(page, filters.from, filters.to),
    enabled: !backwards,
  });
  const id = useId();
  return (
    <>
      <PageHeader title="Feedback" />
      <form className="filters" role="search" aria-label="Choose the period">
        <div className="field">
          <label htmlFor={`${id}-from`} className="field__label">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="field__input"
            value={filters.from}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`} className="field__label">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="field__input"
            value={filters.to}
            onChange={(event) => setFilter('to', event.target.value)}
            {...(backwards ? { 'aria-invalid': true, 'aria-describedby': `${id}-to-error` } : {})}
          />
          {backwards && (
            <p id={`${id}-to-error`} className="field__error" role="alert">
              The end is before the start.
            </p>
          )}
        </div>
      </form>
      {results.isError && (
        <Alert tone="error">
          {failureText(results.error, 'The results could not be loaded. Please try again.')}
        </Alert>
      )}
      <section aria-labelledby="questions-title" aria-busy={results.isFetching}>
        <h2 id="questions-title">Questions</h2>
        {!results.data && !results.isError && <p className="muted">Loading…</p>}
        {results.data?.questions.length === 0 && (
          <p className="muted">The programme asks no question yet.</p>
        )}
        <div className="questions">
          {results.data?.questions.map((question) => (
            <QuestionResult key={question.id} question={question} />
          ))}
        </div>
      </section>
      <section aria-labelledby="comments-title">
        <h2 id="comments-title">Comments</h2>
        <DataTable<Comment>
          caption="Comments, newest first"
          columns={columns}
          data={results.data?.comments}
          loading={results.isFetching}
          onPage={setPage}
          empty="No comment in this period."
          rowKey={(c) => `${c.questionId}-${c.customerId}-${c.at}`}
        />
      </section>
    </>
  );
}
