import { useLocation } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { founderBySlug } from '../content/founders.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

export function FounderPage() {
  const founder = founderBySlug(useLocation().pathname.slice(1));
  if (!founder) return <NotFoundPage />;
  return <PageHeader heading={founder.name}>{founder.title}</PageHeader>;
}
