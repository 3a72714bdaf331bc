import type { FeedbackResults } from '@loyalty/contract/admin';
import { averageText, shares } from './feedback-calls';

type Question = FeedbackResults['questions'][number];

/** One question: its average out of 5 and how the answers spread over its options. */
export function QuestionResult({ question }: { question: Question }) {
  const percent = shares(question.distribution.map((d) => d.count));
  const titleId = `question-${question.id}`;
  return (
    <article className="question" aria-labelledby={titleId}>
      <h3 id={titleId}>{question.description}</h3>
      <p className="question__summary">
        <span className="question__average">{averageText(question.average)}</span>
        {question.average !== null && <span className="muted"> out of 5</span>}
        <span className="muted">
          {' · '}
          {question.answers.toLocaleString('en')} {question.answers === 1 ? 'answer' : 'answers'}
          {!question.published && ' · no longer asked'}
        </span>
      </p>
      {question.distribution.length > 0 && (
        <table className="distribution">
          <caption className="visually-hidden">Answers to {question.description}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Answers</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {question.distribution.map((option, i) => (
              <tr key={option.optionId}>
                <th scope="row">{option.label}</th>
                <td className="num">{option.count.toLocaleString('en')}</td>
                <td className="distribution__bar-cell">
                  <meter
                    className="distribution__bar"
                    min={0}
                    max={100}
                    value={percent[i] ?? 0}
                    aria-label={`${option.label}: ${percent[i] ?? 0}%`}
                  />
                  <span className="muted"> {percent[i] ?? 0}%</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
