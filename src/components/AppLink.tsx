import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick, navigate } from '../routes/history.ts';
import { useLocation } from '../routes/navigation.tsx';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** Moves to `to` in the app; a link to the page already shown replaces its history entry. */
function follow(event: MouseEvent, to: string, current: string): void {
  event.preventDefault();
  navigate(to, { replace: to === current });
}

/**
 * A link to a page of the site (`to` is a path), followed in the app. The link's own `onClick` runs first and can
 * cancel the move; a click the browser should handle itself is left to it (isPlainClick). A link to the page already
 * shown replaces its history entry, so tapping the logo twice needs one Back, not two.
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const { pathname, search, hash } = useLocation();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (isPlainClick(event, target)) follow(event, to, pathname + search + hash);
      }}
    />
  );
}

/**
 * The same for the links inside prerendered markup React has not taken over (Static): one handler on the element
 * around them follows a click on any link to a path of the site, as its AppLink would have. Links with a fragment
 * are left to the browser, which scrolls to it.
 */
export function followAppLinks(event: MouseEvent<HTMLElement>): void {
  const link = (event.target as Element).closest('a');
  const to = link?.getAttribute('href');
  if (!link || !event.currentTarget.contains(link) || !to?.startsWith('/') || to.startsWith('//') || to.includes('#'))
    return;
  if (!isPlainClick(event, link.target || undefined)) return;
  const { pathname, search, hash } = window.location;
  follow(event, to, pathname + search + hash);
}
