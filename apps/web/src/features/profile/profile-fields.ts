import type { ProfileMessageKey } from '../../i18n/profile';

/** The rows of My account that open an editor (docs/wire-protocol.md §2 "My account"). */
export type ProfileField =
  | 'photo'
  | 'name'
  | 'gender'
  | 'birthday'
  | 'nationality'
  | 'mobile'
  | 'email'
  | 'country'
  | 'city'
  | 'area'
  | 'address';

export const FIELD_LABEL: Record<ProfileField, ProfileMessageKey> = {
  photo: 'myProfile.photo',
  name: 'myProfile.fullName',
  gender: 'myProfile.gender',
  birthday: 'myProfile.birthday',
  nationality: 'myProfile.nationality',
  mobile: 'myProfile.mobile',
  email: 'myProfile.email',
  country: 'myProfile.country',
  city: 'myProfile.city',
  area: 'myProfile.area',
  address: 'myProfile.address',
};

export const PERSONAL_FIELDS: readonly ProfileField[] = [
  'photo',
  'name',
  'gender',
  'birthday',
  'nationality',
];

export const CONTACT_FIELDS: readonly ProfileField[] = [
  'mobile',
  'email',
  'country',
  'city',
  'area',
  'address',
];
