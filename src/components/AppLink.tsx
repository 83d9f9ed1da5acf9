import type { AnchorHTMLAttributes } from 'react';
import { navigate, useLocation } from '../routes/navigation.tsx';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of the site (`to` is a path), followed in the app. The link's own `onClick` runs first and can
 * cancel the move; a click the browser should handle itself (another button, a modifier key for a new tab or a
 * download, a target other than this tab) is left to it. A link to the page already shown replaces its history
 * entry, so tapping the logo twice needs one Back, not two.
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
        if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to, { replace: to === pathname + search + hash });
      }}
    />
  );
}
