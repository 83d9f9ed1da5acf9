import { useEffect } from 'react';
import { navigate } from '../routes/navigation.tsx';
import { AppLink } from '../components/AppLink.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';

/** Short links we hand out: they replace their own history entry with /np1 (docs/product.md#short-links). */
export function RedirectToDemoPage() {
  useEffect(() => {
    navigate('/np1', { replace: true });
  }, []);
  return (
    <PageHeader heading={headingFor('/demo')}>
      If nothing happens, <AppLink to="/np1">open the demo</AppLink>.
    </PageHeader>
  );
}
