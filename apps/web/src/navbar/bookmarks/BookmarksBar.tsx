// Spec §2: starred pages as icons in the navbar (the first six), and a star dropdown that searches every page the
// menu offers; arrow keys move, Enter opens, Escape closes.
import { Star } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { barPages, bookmarkPages, searchPages } from '../../bookmarks/bookmark-rules';
import { ICONS } from '../../menu/icons';
import { useMenu } from '../../menu/menu-context';
import { useBookmarks } from './use-bookmarks';

export function BookmarksBar() {
  const { t } = useTranslation();
  const { items } = useMenu();
  const { starred, toggle } = useBookmarks();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const pages = useMemo(() => bookmarkPages(items, starred, t), [items, starred, t]);
  const results = searchPages(pages, query);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const page = results[active];
      if (page) {
        navigate(page.link);
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <ul className="nav bookmark-wrapper align-items-center d-none d-lg-flex" data-testid="bookmarks">
      {barPages(pages).map((page) => {
        const Icon = page.icon ? ICONS[page.icon] : Star;
        return (
          <li className="nav-item" key={page.id}>
            <Link
              className="nav-link p-2"
              to={page.link}
              title={page.title}
              aria-label={page.title}
              data-testid="bookmark-link"
            >
              <Icon size={20} aria-hidden />
            </Link>
          </li>
        );
      })}
      <li className="nav-item">
        <Dropdown
          show={open}
          onToggle={(next) => {
            setOpen(next);
            setQuery('');
            setActive(0);
            if (next) window.requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          <Dropdown.Toggle
            variant="link"
            className="nav-link p-2 bookmark-star"
            aria-label={t('bookmarks.open')}
            data-testid="bookmark-toggle"
          >
            <Star size={20} aria-hidden className="text-warning" />
          </Dropdown.Toggle>
          <Dropdown.Menu className="bookmark-menu p-2">
            <input
              ref={inputRef}
              className="form-control mb-2"
              placeholder={t('bookmarks.search')}
              aria-label={t('bookmarks.search')}
              data-testid="bookmark-search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <ul className="list-unstyled mb-0">
              {results.map((page, index) => (
                <li
                  key={page.id}
                  className={`d-flex align-items-center rounded px-2 ${index === active ? 'current_item' : ''}`}
                  onMouseEnter={() => setActive(index)}
                >
                  <Link
                    className="flex-grow-1 py-1 text-reset text-decoration-none"
                    to={page.link}
                    onClick={() => setOpen(false)}
                  >
                    {page.title}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-link p-1"
                    aria-pressed={page.isBookmarked}
                    aria-label={t(page.isBookmarked ? 'bookmarks.unstar' : 'bookmarks.star', {
                      page: page.title,
                    })}
                    data-testid={`star-${page.id}`}
                    onClick={() => toggle(page.id)}
                  >
                    <Star
                      size={16}
                      aria-hidden
                      className={page.isBookmarked ? 'text-warning' : 'text-body-secondary'}
                      fill={page.isBookmarked ? 'currentColor' : 'none'}
                    />
                  </button>
                </li>
              ))}
              {results.length === 0 && (
                <li className="text-body-secondary small px-2">{t('bookmarks.empty')}</li>
              )}
            </ul>
          </Dropdown.Menu>
        </Dropdown>
      </li>
    </ul>
  );
}
