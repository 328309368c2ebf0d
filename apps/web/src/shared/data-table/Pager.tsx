// The DataTable's pager: "1–50 of 1,234" in the user's language, previous and next.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/numbers';
import type { PageState } from './data-table-types';

export function Pager({ page, onPage }: { page: PageState; onPage: (offset: number) => void }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const from = page.total === 0 ? 0 : page.offset + 1;
  const to = Math.min(page.offset + page.pageSize, page.total);
  const hasNext = page.offset + page.pageSize < page.total;
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 p-3"
      aria-label={t('dataTable.pages')}
    >
      <span className="text-body-secondary small" aria-live="polite" data-testid="table-range">
        {t(page.capped ? 'dataTable.rangeCapped' : 'dataTable.range', {
          from: number(from),
          to: number(to),
          total: number(page.total),
        })}
      </span>
      <div className="btn-group">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={page.offset === 0}
          onClick={() => onPage(Math.max(0, page.offset - page.pageSize))}
        >
          {t('dataTable.previous')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={!hasNext}
          onClick={() => onPage(page.offset + page.pageSize)}
        >
          {t('dataTable.next')}
        </button>
      </div>
    </nav>
  );
}
