import { Link, Navigate, useLocation } from 'react-router';
import { tAbout } from '../../../i18n/about';
import { RichText } from '../rich-text';
import '../about.css';
import { ScreenTitle } from '../../../components/screen-title';
import { ChevronIcon } from '../../../components/icons';

/** The section passed by /about, if the navigation state holds one. */
function passedSection(state: unknown): { Heading: string; Content: string } | undefined {
  const value = state as { Heading?: unknown; Content?: unknown } | null;
  if (typeof value?.Heading !== 'string' || typeof value.Content !== 'string') return undefined;
  return { Heading: value.Heading, Content: value.Content };
}

/** /about/single: the heading and its content; back to /about when opened without content. */
export function AboutSingle() {
  const section = passedSection(useLocation().state);
  if (!section) return <Navigate to="/about" replace />;
  return (
    <main className="page page--with-nav">
      <Link to="/about" className="about-back">
        <ChevronIcon direction="back" />
        {tAbout('about.back')}
      </Link>
      <article>
        <ScreenTitle>{section.Heading}</ScreenTitle>
        <p className="about-content" dir="auto" data-testid="about-content">
          <RichText content={section.Content} />
        </p>
      </article>
    </main>
  );
}
