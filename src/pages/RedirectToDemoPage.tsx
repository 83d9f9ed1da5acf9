import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../components/AppLink.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';

/** Short links we hand out: they replace their own history entry with /np1 (docs/product.md#short-links). */
export function RedirectToDemoPage() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/np1', { replace: true });
  }, [navigate]);
  return (
    <PageHeader heading={headingFor('/demo')}>
      If nothing happens, <AppLink to="/np1">open the demo</AppLink>.
    </PageHeader>
  );
}
