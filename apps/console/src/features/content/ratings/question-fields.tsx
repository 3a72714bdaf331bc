import type { RatingQuestions } from '@loyalty/contract/admin';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field';

const OPTIONS = [0, 1, 2, 3, 4] as const;
export const EMOJI = ['😞', '🙁', '😐', '🙂', '😄'] as const;

/** One question of the feedback screen: its text in both languages, its kind and five answers. */
export function QuestionFields({
  form,
  index,
}: {
  form: UseFormReturn<RatingQuestions>;
  index: number;
}) {
  const typeId = useId();
  const error = form.formState.errors.questions?.[index]?.options?.message;
  return (
    <>
      <div className="form-row">
        <TextField form={form} name={`questions.${index}.description`} label="Question" />
        <TextField
          form={form}
          name={`questions.${index}.secondLanguage`}
          label="Question in Arabic"
          dir="rtl"
          lang="ar"
        />
      </div>
      <div className="field">
        <label htmlFor={typeId} className="field__label">
          Answered with
        </label>
        <select id={typeId} className="field__input" {...form.register(`questions.${index}.type`)}>
          <option value="Star">Stars</option>
          <option value="Emoji">Faces</option>
        </select>
      </div>
      <fieldset className="options">
        <legend>The five answers, lowest first</legend>
        {OPTIONS.map((option) => (
          <div className="form-row" key={option}>
            <TextField
              form={form}
              name={`questions.${index}.options.${option}.desc`}
              label={`Answer ${option + 1}`}
            />
            <TextField
              form={form}
              name={`questions.${index}.options.${option}.desc2`}
              label={`Answer ${option + 1} in Arabic`}
              dir="rtl"
              lang="ar"
            />
          </div>
        ))}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </>
  );
}
