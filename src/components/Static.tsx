import { type ComponentPropsWithoutRef, type ElementType, useLayoutEffect, useRef, useState } from 'react';
import { isHydrating } from '../routes/hydration.ts';
import { followAppLinks } from './AppLink.tsx';

type StaticProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/** One object for every render: React compares the prop, and an unchanged one never rewrites the element. */
const KEEP_AS_IS = { __html: '' };

/**
 * Content that has nothing to do in the browser but follow its links (no other handlers, no state, no effects) and
 * never changes once rendered (it is not rendered again while kept: a page's content, not the navbar's), left as
 * the prerender wrote it: while hydrating, React takes over this element but not what is inside it, and walking
 * a long page's markup is most of what hydration costs (docs/architecture.md#static-content). Its links to the
 * site's pages are still followed in the app (followAppLinks). Rendered in full by the prerender, and on a page the
 * visitor moves to inside the app.
 */
export function Static<T extends ElementType = 'div'>({ as, children, ...props }: StaticProps<T>) {
  const Tag: ElementType = as ?? 'div';
  const element = useRef<HTMLElement>(null);
  const [keep, setKeep] = useState(isHydrating);
  useLayoutEffect(() => {
    // Prerendered markup React had to discard (a hydration error above this element): render the content after all.
    if (keep && !element.current?.hasChildNodes()) setKeep(false);
  }, [keep]);
  if (keep)
    return (
      <Tag
        {...props}
        ref={element}
        onClick={followAppLinks}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content: it tells React to keep the prerendered markup inside.
        dangerouslySetInnerHTML={KEEP_AS_IS}
        suppressHydrationWarning
      />
    );
  return (
    <Tag {...props} ref={element}>
      {children}
    </Tag>
  );
}
