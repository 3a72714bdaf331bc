import { Link, Navigate, useLocation } from 'react-router';
import { tAbout } from '../../../i18n/about';
import { RichText } from '../rich-text';
import '../about.css';
import { ScreenTitle } from '../../../components/screen-title';
import { ChevronIcon } from '../../../components/icons';
import { contentText } from '../../../i18n/content';
import type { ContentText } from '../../../i18n/content';

const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The section passed by /about, if the navigation state holds one, in the screen's language. */
function passedSection(state: unknown): { heading: ContentText; content: ContentText } | undefined {
  const value = state as Record<string, unknown> | null;
  if (typeof value?.Heading !== 'string' || typeof value.Content !== 'string') return undefined;
  return {
    heading: contentText(value.Heading, optional(value.HeadingAr)),
    content: contentText(value.Content, optional(value.ContentAr)),
  };
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
        <ScreenTitle>
          <span lang={section.heading.lang}>{section.heading.text}</span>
        </ScreenTitle>
        <p
          className="about-content"
          dir="auto"
          lang={section.content.lang}
          data-testid="about-content"
        >
          <RichText content={section.content.text} />
        </p>
      </article>
    </main>
  );
}
