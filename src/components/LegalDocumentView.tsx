import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';
import { Static } from './Static.tsx';
import type { LegalDocument } from '../content/legal/types.ts';
import { button } from '../styles/button.css.ts';
import { prose } from '../styles/layout.css.ts';
import * as css from './LegalDocumentView.css.ts';

/** Renders a legal document from content data, with the back-to-home button every legal page has. */
export function LegalDocumentView({ doc, children }: { doc: LegalDocument; children?: ReactNode }) {
  const body = (
    <>
      <AppLink to="/" className={`${button.ghost} ${css.back}`}>
        ← Back to Home
      </AppLink>
      <h1>{doc.title}</h1>
      <p className={css.date}>{doc.dateLine}</p>
      {children}
      {doc.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={css.sectionHeading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className={css.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
  const className = `${prose} ${css.article}`;
  // A legal page is text and links, and never hydrates; the cookie policy's preferences button (`children`) is
  // the one live part.
  return children ? (
    <article className={className}>{body}</article>
  ) : (
    <Static as="article" className={className}>
      {body}
    </Static>
  );
}
