import { formDate, gender, str } from '@loyalty/contract';
import * as z from 'zod/mini';
import type { Place } from '../../components/place-pickers';
import { tProfile } from '../../i18n/profile';
import { splitName } from './customer-details';

/**
 * The values of each profile editor, checked with the field rules the contract's
 * CUSTOMER_DETAILS (customerUpdate) is built from. Required fields are the browser's to refuse (the inputs say `required`);
 * the server answers every other rule with its message, said on the field.
 */
/** Full Name: both a first and a last name (docs/wire-protocol.md §5). */
export const nameSchema = z.object({
  name: str(100).check(
    z.refine((name) => splitName(name).last !== '', { error: () => tProfile('edit.nameRule') }),
  ),
});

export const mobileSchema = z.object({ contact: str(24) });
export const emailSchema = z.object({ contact: str(100) });
export const birthdaySchema = z.object({ BIRTHDATE: formDate });
export const addressSchema = z.object({ ADDR1: str(), ADDR2: str(), ADDR3: str() });
/** A customer without a gender may save without choosing one. */
export const genderSchema = z.object({ GENDER: z.union([z.literal(''), gender]) });
export const nationalitySchema = z.object({ NATIONALITY: str() });
export const placeSchema = z.object({ place: z.custom<Place>() });
/** The picture's type and bytes are checked when it is saved (the server reads its bytes). */
export const photoSchema = z.object({ file: z.optional(z.custom<File>()) });
