import { useLocation, useNavigate } from 'react-router';
import { tHistory } from '../../../i18n/history';
import { ChevronIcon } from '../../../components/icons';

/** Back to the list as it was left (period and tab), or to /history when opened directly. */
export function BackToHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className="history-back button--quiet"
      onClick={() => void (location.key === 'default' ? navigate('/history') : navigate(-1))}
    >
      <ChevronIcon direction="back" />
      {tHistory('transaction.back')}
    </button>
  );
}
