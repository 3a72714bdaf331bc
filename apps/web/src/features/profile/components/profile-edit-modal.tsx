import { Modal } from '../../../components/modal';
import { tProfile } from '../../../i18n/profile';
import { FIELD_LABEL } from '../profile-fields';
import type { ProfileField } from '../profile-fields';
import { useSaveProfile } from '../use-save-profile';
import { GenderEditor, NationalityEditor, PlaceEditor } from './choice-editors';
import { PhotoEditor } from './photo-editor';
import { AddressEditor, BirthdayEditor, ContactEditor, NameEditor } from './text-editors';

/** The full-screen modal a row of My account opens, with that row's editor. */
export function ProfileEditModal({
  field,
  onClose,
}: {
  field: ProfileField | undefined;
  onClose: () => void;
}) {
  const { customer, save, savePhoto } = useSaveProfile();
  const props = customer ? { customer, save, onDone: onClose } : undefined;

  function editor() {
    if (field === 'photo') return <PhotoEditor savePhoto={savePhoto} onDone={onClose} />;
    if (!props) return null;
    switch (field) {
      case 'name':
        return <NameEditor {...props} />;
      case 'gender':
        return <GenderEditor {...props} />;
      case 'birthday':
        return <BirthdayEditor {...props} />;
      case 'nationality':
        return <NationalityEditor {...props} />;
      case 'mobile':
      case 'email':
        return <ContactEditor {...props} kind={field} />;
      case 'country':
      case 'city':
      case 'area':
        return <PlaceEditor {...props} area={field === 'area'} />;
      case 'address':
        return <AddressEditor {...props} />;
      default:
        return null;
    }
  }

  return (
    <Modal
      open={field !== undefined}
      title={field ? tProfile(FIELD_LABEL[field]) : ''}
      onClose={onClose}
      className="modal--full"
    >
      {editor()}
    </Modal>
  );
}
