import { NavLink, Outlet } from 'react-router';

/** The parts of the programme's content, each a page of its own under /content. */
const PARTS = [
  { path: 'promotions', label: 'Promotions' },
  { path: 'stores', label: 'Stores' },
  { path: 'about', label: 'About' },
  { path: 'ratings', label: 'Ratings' },
  { path: 'links', label: 'Social links' },
  { path: 'brochure', label: 'Brochure' },
] as const;

/** /content: its parts as a row of links above the part on screen. */
export function ContentLayout() {
  return (
    <>
      <nav className="subnav" aria-label="Content">
        <ul>
          {PARTS.map((part) => (
            <li key={part.path}>
              <NavLink to={`/content/${part.path}`}>{part.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
