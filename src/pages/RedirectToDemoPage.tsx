import { START_APP_AT_LOAD } from '../initial/islandAttributes.ts';
import { useEffect } from 'react';
import { navigate } from '../routes/history.ts';
import { AppLink } from '../components/AppLink.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { shortLinkCopy } from '../content/shortLinks.ts';
import { headingFor } from '../routes/routeTable.ts';

/** Short links we hand out: they replace their own history entry with /np1 (docs/product.md#short-links). */
export function RedirectToDemoPage() {
  useEffect(() => {
    navigate('/np1', { replace: true });
  }, []);
  return (
    <PageHeader heading={headingFor('/demo')}>
      {/* The page sends the visitor on at once: its app starts at load. */}
      {shortLinkCopy.stuck}{' '}
      <AppLink to="/np1" {...START_APP_AT_LOAD}>
        {shortLinkCopy.openDemo}
      </AppLink>
      .
    </PageHeader>
  );
}
