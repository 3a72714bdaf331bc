import { useLocation, useNavigate } from 'react-router';
import { tHistory } from '../../../i18n/history';

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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M15 6l-6 6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {tHistory('transaction.back')}
    </button>
  );
}
