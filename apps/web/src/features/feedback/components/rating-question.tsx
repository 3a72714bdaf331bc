import { useId } from 'react';
import { tFeedback } from '../../../i18n/feedback';
import { ratingText, secondLanguageTag } from '../ratings';
import type { Question } from '../ratings';

/**
 * Mouths from the least to the most pleased: drawn faces rather than emoji characters, so they
 * look the same on every phone and follow the theme's colours.
 */
const MOUTHS = [
  'M8 17c1.5-2.5 6.5-2.5 8 0',
  'M8.5 16.5c1.5-1.3 5.5-1.3 7 0',
  'M8.5 15.5h7',
  'M8.5 15c1.5 1.3 5.5 1.3 7 0',
  'M8 14.5c1.5 3 6.5 3 8 0',
] as const;

function Face({ mood }: { mood: number }) {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="9" cy="10" r="1.1" fill="currentColor" />
      <circle cx="15" cy="10" r="1.1" fill="currentColor" />
      <path
        d={MOUTHS[Math.min(mood, MOUTHS.length - 1)]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8L3.5 9.7l5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface RatingQuestionProps {
  question: Question;
  chosen: string | undefined;
  onChoose: (optionId: string) => void;
}

/**
 * One rating: the description and its second-language text, then 5 stars or 5 emojis as a
 * radio group (arrow keys move, the option's text is its name), and the chosen option's text
 * beneath ('Choose your experience' until one is chosen).
 */
export function RatingQuestion({ question, chosen, onChoose }: RatingQuestionProps) {
  const name = useId();
  const stars = question.rating_type === 'Star';
  const chosenIndex = question.options.findIndex((option) => option.options_id === chosen);
  const chosenOption = question.options[chosenIndex];
  const title = ratingText(question.description, question.secondLanguage);
  const chosenText =
    chosenOption && ratingText(chosenOption.options_desc, chosenOption.options_desc2);

  return (
    <fieldset className="rating" data-testid="rating" data-type={question.rating_type}>
      <legend className="rating__legend">
        <span className="rating__description" dir="auto" lang={title.shown.lang}>
          {title.shown.text}
        </span>
        {title.second && (
          <span className="rating__second" dir="auto" lang={secondLanguageTag(title.second)}>
            {title.second}
          </span>
        )}
      </legend>
      <div className={`rating__scale ${stars ? 'rating__scale--stars' : 'rating__scale--emoji'}`}>
        {question.options.map((option, index) => {
          const optionName = ratingText(option.options_desc, option.options_desc2).shown;
          return (
            <label key={option.options_id} className="rating__option">
              <input
                className="rating__input"
                type="radio"
                name={name}
                value={option.options_id}
                checked={option.options_id === chosen}
                onChange={() => onChoose(option.options_id)}
              />
              <span className="visually-hidden" lang={optionName.lang}>
                {optionName.text}
              </span>
              {stars ? (
                <span className="rating__star" data-on={chosenIndex >= index}>
                  <Star filled={chosenIndex >= index} />
                </span>
              ) : (
                <span className="rating__emoji" data-on={chosenIndex === index}>
                  <Face mood={index} />
                </span>
              )}
            </label>
          );
        })}
      </div>
      <p className="rating__chosen" data-testid="rating-chosen">
        {chosenText ? (
          <>
            <span dir="auto" lang={chosenText.shown.lang}>
              {chosenText.shown.text}
            </span>
            {/* The separator stays outside both isolated texts: inside the right-to-left one
                it would be laid out at that text's far end. */}
            {chosenText.second && (
              <>
                <span className="rating__separator"> · </span>
                <span dir="auto" lang={secondLanguageTag(chosenText.second)}>
                  {chosenText.second}
                </span>
              </>
            )}
          </>
        ) : (
          tFeedback('feedback.choose')
        )}
      </p>
    </fieldset>
  );
}
