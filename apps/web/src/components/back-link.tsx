import { Link } from 'react-router';
import './back-link.css';
import { ChevronIcon } from './icons';

/** The arrow back at the top of a detail screen (44 px target, mirrored right to left). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <ChevronIcon direction="back" />
      <span className="visually-hidden">{label}</span>
    </Link>
  );
}
