import * as z from 'zod/mini';
import { answer } from '../answer';
import { feedbackEntry, ratingOption, ratingQuestion } from '../entities';
import { dataBase, envelope } from '../envelope';
import { clientIdValue, withClientId, yesNo } from '../fields';
import { list, one } from '../readers';
import { defineCall } from '../define';

/** Rating questions and the customer's feedback. */

/** 27 Loy_getRatingsAndOptions: only published ratings (publish Y) are requested. */
export const ratingsRequest = z.lazy(() =>
  envelope(withClientId('client_id', { ...dataBase, publish: z.optional(yesNo) })),
);

export const ratingsData = z.object({
  RATINGS: list(ratingQuestion),
  RATING_OPTIONS: list(ratingOption),
});

/** STATUS and DATA { RATINGS, RATING_OPTIONS } (an object; a one-element array is accepted). */
export const ratingsResponse = answer({ DATA: z.optional(one(ratingsData)) });

/**
 * 28 Loy_InsertUpdateFeedbackRatings: TRAN is the list of entries (at most 50). The vendor's
 * app sends DATA with TRAN alone, the client id in each entry; DATA's own client id, when
 * given, is read first, else the entries'.
 */
export const feedbackRatingsRequest = z.lazy(() =>
  envelope(
    z.pipe(
      z.object({
        ...dataBase,
        CLIENT_ID: z.optional(clientIdValue),
        client_id: z.optional(clientIdValue),
        TRAN: z.array(feedbackEntry).check(z.maxLength(50)),
      }),
      z.transform(({ CLIENT_ID, client_id, ...rest }, ctx) => {
        const id = CLIENT_ID ?? client_id ?? rest.TRAN[0]?.client_id;
        if (id === undefined) {
          ctx.issues.push({
            code: 'invalid_type',
            expected: 'string',
            input: undefined,
            path: ['client_id'],
          });
          return z.NEVER;
        }
        return { ...rest, client_id: id };
      }),
    ),
  ),
);

/** STATUS ('FAIL' means failure) and MESSAGE. */
export const feedbackRatingsResponse = answer({});

/** This group's calls, as the registry lists them. */
export const ratingsCall = defineCall({
  id: 27,
  name: 'Loy_getRatingsAndOptions',
  base: 'base1',
  path: 'Loy_getRatingsAndOptions',
  auth: 'public',
  request: ratingsRequest,
  response: ratingsResponse,
});

export const feedbackRatingsCall = defineCall({
  id: 28,
  name: 'Loy_InsertUpdateFeedbackRatings',
  base: 'base1',
  path: 'Loy_InsertUpdateFeedbackRatings',
  auth: 'customer',
  request: feedbackRatingsRequest,
  response: feedbackRatingsResponse,
});
