// The navbar search (spec §2/§5): a button in the shell; the search itself (SearchPanel) loads when first opened.
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SearchPanel = lazy(() => import('./SearchPanel').then((module) => ({ default: module.SearchPanel })));

export function GlobalSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="btn btn-link nav-link p-2"
      aria-label={t('search.open')}
      data-testid="search-open"
      onClick={() => setOpen(true)}
    >
      <Search size={20} aria-hidden />
    </button>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <SearchPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
