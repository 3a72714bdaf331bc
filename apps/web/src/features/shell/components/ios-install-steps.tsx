import { Modal } from '../../../components/modal';
import { t } from '../../../i18n/messages';

/** docs/wire-protocol.md §2: the 'Install App' modal with Safari's four steps. */
export function IosInstallSteps({
  open,
  appName,
  onClose,
}: {
  open: boolean;
  appName: string;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={t('install.title')} onClose={onClose}>
      <p>{t('install.intro', { name: appName })}</p>
      <ol className="install-steps">
        <li>{t('install.step1')}</li>
        <li>{t('install.step2')}</li>
        <li>{t('install.step3')}</li>
        <li>{t('install.step4')}</li>
      </ol>
    </Modal>
  );
}
