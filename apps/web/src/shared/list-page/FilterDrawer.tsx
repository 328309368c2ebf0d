// The filters of a list: inline above the table on wider screens, folded into a drawer behind a "Filters (n)"
// button on a phone, where a row of inputs would push the page sideways.
import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../use-media-query';

interface FilterDrawerProps {
  listId: string;
  /** How many filters differ from the defaults, shown on the button. */
  active: number;
  /** The FilterBar; `close` lets it shut the drawer once filters are applied. */
  children: (close: () => void) => ReactNode;
}

export function FilterDrawer({ listId, active, children }: FilterDrawerProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  if (!phone) return <>{children(() => undefined)}</>;
  return (
    <>
      <div className="p-2">
        <button
          type="button"
          className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-controls={`${listId}-filter-drawer`}
          data-testid="show-filters"
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          {active > 0 ? t('dataTable.activeFilters', { count: active }) : t('dataTable.showFilters')}
        </button>
      </div>
      <Offcanvas
        show={open}
        onHide={close}
        placement="end"
        id={`${listId}-filter-drawer`}
        aria-labelledby={`${listId}-filter-drawer-title`}
      >
        <Offcanvas.Header closeButton closeLabel={t('dataTable.close')}>
          <Offcanvas.Title id={`${listId}-filter-drawer-title`} as="h2" className="h5">
            {t('dataTable.filters')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="p-0">{children(close)}</Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
