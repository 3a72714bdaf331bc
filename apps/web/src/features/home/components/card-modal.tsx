import { Modal } from '../../../components/modal';
import { tHome } from '../../../i18n/home';
import { RotatedCard } from './membership-card';

interface CardModalProps {
  open: boolean;
  onClose: () => void;
  code: string;
  name: string | undefined;
  cardType: string | undefined;
}

/** The barcode expanded (spec §2): the rotated membership card in the shell's modal. */
export function CardModal({ open, onClose, ...card }: CardModalProps) {
  return (
    <Modal open={open} title={tHome('card.title')} onClose={onClose}>
      <RotatedCard {...card} />
    </Modal>
  );
}
