import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { RATING_MAX, RATING_MIN } from '@labshop/domain/constants';
import { fieldErrors } from '@labshop/domain/validation/field-errors';
import { REVIEW_COMMENT_MAX, reviewSchema } from '@labshop/domain/validation/review';
import { serverMessage } from '../../api/server-message.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button } from '../../components/button.tsx';
import { FieldError, FormError, SelectField, inputClass } from '../../components/form-field.tsx';
import { ORDERS_TEXT, useAddReview } from './api.ts';

export type ReviewTarget = { orderId: string; productId: string; productName: string };

type ReviewDialogProps = { target: ReviewTarget | null; onClose: () => void };

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);
const RATING_WORDS: Record<number, string> = {
  5: 'Excellent',
  4: 'Good',
  3: 'Average',
  2: 'Poor',
  1: 'Very poor',
};

/**
 * Add Review (orders-and-invoices.md): a comment, a rating select 1-5, Submit Review, Close, in a
 * native modal dialog, so focus stays inside and Escape closes it.
 */
export function ReviewDialog({ target, onClose }: ReviewDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const commentId = useId();
  const { showAlert } = useAlert();
  const addReview = useAddReview();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (target && !dialog.open) {
      setRating('');
      setComment('');
      setErrors({});
      setFormError(null);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!target && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [target]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    const parsed = reviewSchema.safeParse({ rating: rating === '' ? undefined : rating, comment });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    addReview.mutate(
      { ...parsed.data, orderId: target.orderId, productId: target.productId },
      {
        onSuccess: (result) => {
          showAlert('success', result.message);
          onClose();
        },
        onError: (error) =>
          setFormError(`${ORDERS_TEXT.reviewFailed}${serverMessage(error) ?? 'Server error'}`),
      },
    );
  }

  const commentErrorId = `${commentId}-error`;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-ui border border-slate-200 bg-white p-6 text-slate-800 shadow-card backdrop:bg-slate-900/40"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Add Review
          </h2>
          {target && <p className="mt-1 text-sm text-slate-600">{target.productName}</p>}
        </div>
        <SelectField
          label="Rating"
          value={rating}
          onChange={(event) => setRating(event.target.value)}
          error={errors.rating}
        >
          <option value="">Choose a rating</option>
          {RATINGS.map((value) => (
            <option key={value} value={value}>
              {value} – {RATING_WORDS[value]}
            </option>
          ))}
        </SelectField>
        <div>
          <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
            Comment
          </label>
          <textarea
            id={commentId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? commentErrorId : undefined}
            placeholder="How did it perform in your lab?"
            className={`${inputClass} mt-1.5 resize-y`}
          />
          <p className="mt-1 text-right text-xs text-slate-500">
            {comment.length}/{REVIEW_COMMENT_MAX}
          </p>
          <FieldError id={commentErrorId} message={errors.comment} />
        </div>
        <FormError message={formError} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" isBusy={addReview.isPending} busyLabel="Submitting…">
            Submit Review
          </Button>
        </div>
      </form>
    </dialog>
  );
}
