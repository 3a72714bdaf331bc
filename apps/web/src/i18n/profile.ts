import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the account menu (/profile) and My account (/my-profile). */
export const profileMessages = {
  'profile.title': 'Account',
  'profile.balance': 'Points balance',
  'profile.value': 'Points value',
  'profile.cardType': 'Card type',
  'profile.showCard': 'Membership card',
  'profile.sendPoints': 'Send Points',
  'profile.menu': 'Account menu',
  'profile.myAccount': 'My account',
  'profile.darkMode': 'Dark Mode',
  'profile.about': 'About',
  'profile.stores': 'Stores',
  'profile.feedback': 'Feedback',
  'profile.brochure': 'Download Brochure',
  'profile.deleteAccount': 'Delete Account',
  'profile.signOut': 'Sign Out',
  'profile.socials': 'Follow us',
  'profile.socialLink': '{name} (opens in a new tab)',

  'myProfile.title': 'My account',
  'myProfile.back': 'Back to the account menu',
  'myProfile.loading': 'Loading your details…',
  'myProfile.personal': 'Personal details',
  'myProfile.contact': 'Contact and country information',
  'myProfile.photo': 'Change profile photo',
  'myProfile.fullName': 'Full Name',
  'myProfile.gender': 'Gender',
  'myProfile.birthday': 'Birthday',
  'myProfile.nationality': 'Nationality',
  'myProfile.mobile': 'Mobile Number',
  'myProfile.email': 'Email',
  'myProfile.country': 'Country',
  'myProfile.city': 'City',
  'myProfile.area': 'Area',
  'myProfile.address': 'Address',
  'myProfile.currency': 'Currency',
  'myProfile.currencyValue': 'UAE Dirham',
  'myProfile.notSet': 'Not set',
  'myProfile.edit': 'Edit {field}',

  'edit.save': 'Save',
  'edit.nameHint': 'Your first name, then your last name.',
  'edit.nameRule': 'Enter your first and last name, separated by a space.',
  'edit.male': 'Male',
  'edit.female': 'Female',
  'edit.addressNumber': 'Number',
  'edit.addressStreet': 'Street',
  'edit.addressCity': 'City',
  'edit.choosePhoto': 'Choose a photo',
  'edit.noFile': 'No file chosen',
  'edit.chosenFile': 'Chosen file: {name}',
  'edit.loading': 'Loading…',
  'edit.searchNationality': 'Search nationality',
  'edit.noNationalities': 'No nationalities found',

  'alert.mode': 'Registration',
  'alert.tooYoung': 'You must be at least 18 years old to register',
  'alert.updated': 'Updated successfully',
  'alert.confirmEmail':
    'We sent a link to your new e-mail address. Your e-mail changes when you open it.',
  'alert.failed': 'Failed to update',
  'alert.failedDetails': 'Failed to update customer details',
  'alert.areaFailed': 'Error updating customer',
  'alert.uploadFailed': 'Failed to upload the image',
  'alert.unexpected': 'An unexpected error occurred. Please try again.',
  'alert.notImage': 'You need to place an image file type',
  'alert.missing': 'Customer data or client ID is missing',
} as const;

export type ProfileMessageKey = keyof typeof profileMessages;

export function tProfile(key: ProfileMessageKey, values?: TextValues): string {
  return localText('profile', key, profileMessages[key], values);
}
