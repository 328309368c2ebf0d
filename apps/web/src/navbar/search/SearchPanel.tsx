// The open navbar search (spec §2/§5): parcel options by the kind of text, Members and Tools (hidden for building
// admins), arrow keys, Enter, Escape and a click on the overlay. Loaded when the search is first opened, so the
// shell does not carry it (nor the members act it asks).
import { isBuildingLevel } from '@bluemanager/protocol';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenu } from '../../menu/menu-context';
import {
  enterPath,
  filterFor,
  matchesQuery,
  parcelListPath,
  parcelSearchKinds,
  type ParcelSearchKind,
} from '../../search/search-rules';
import { useUser } from '../../session/session-context';
import { useMemberSearch } from './use-member-search';

const KIND_KEY: Record<ParcelSearchKind, string> = {
  carrier: 'search.carrier',
  phone: 'search.phone',
  parcelId: 'search.parcelId',
  email: 'search.email',
};

interface Option {
  id: string;
  label: string;
  path: string;
}

export function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const { items } = useMenu();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const showDirectory = !isBuildingLevel(user.level);

  const parcels: Option[] = parcelSearchKinds(query).map((kind) => ({
    id: `parcel-${kind}`,
    label: t(KIND_KEY[kind], { text: query }),
    path: parcelListPath(filterFor(kind, query)),
  }));
  const tools: Option[] = useMemo(
    () =>
      query === ''
        ? []
        : items
            .filter((item) => matchesQuery(t(item.title), query))
            .slice(0, 6)
            .map((item) => ({ id: `tool-${item.id}`, label: t(item.title), path: `/${item.url}` })),
    [items, query, t],
  );
  const members: Option[] = useMemberSearch(query, showDirectory);
  const options = [...parcels, ...(showDirectory ? [...members, ...tools] : [])];

  const close = onClose;
  useEffect(() => inputRef.current?.focus(), []);
  const go = (path: string) => {
    navigate(path);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && query !== '') {
      event.preventDefault();
      go(options[active]?.path ?? enterPath(query));
    }
  };

  const renderGroup = (title: string, list: Option[], testId: string, emptyText?: string) => (
    <li role="presentation" data-testid={testId}>
      <div className="search-group-title" role="presentation">
        {title}
      </div>
      <ul role="group" aria-label={title} className="list-unstyled mb-1">
        {list.map((option) => {
          const index = options.indexOf(option);
          return (
            <li
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === active}
              className={`search-option ${index === active ? 'current_item' : ''}`}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option.path)}
            >
              {option.label}
            </li>
          );
        })}
        {list.length === 0 && emptyText && (
          <li
            role="option"
            aria-selected={false}
            aria-disabled
            className="search-empty text-body-secondary small px-3 py-1"
          >
            {emptyText}
          </li>
        )}
      </ul>
    </li>
  );

  return (
    <>
      <div
        className="search-overlay"
        data-testid="search-overlay"
        hidden={query === ''}
        onClick={close}
        aria-hidden
      />
      <div className="search-input open" role="search">
        <Search size={20} aria-hidden className="search-input-icon" />
        <input
          ref={inputRef}
          className="form-control"
          type="text"
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          role="combobox"
          aria-expanded={query !== ''}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined
          }
          data-testid="search-input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn btn-link search-input-close p-1"
          aria-label={t('search.close')}
          onClick={close}
        >
          <X size={20} aria-hidden />
        </button>
        {query !== '' && (
          <ul id={listId} role="listbox" className="search-list" data-testid="search-list">
            {renderGroup(t('search.parcels'), parcels, 'search-parcels')}
            {showDirectory &&
              renderGroup(
                t('search.members'),
                members,
                'search-members',
                members.length === 0 && tools.length === 0 ? t('search.noResults') : undefined,
              )}
            {showDirectory &&
              renderGroup(
                t('search.tools'),
                tools,
                'search-tools',
                members.length === 0 && tools.length === 0 ? t('search.noResults') : undefined,
              )}
          </ul>
        )}
      </div>
    </>
  );
}
