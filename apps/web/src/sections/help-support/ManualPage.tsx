// The Manual (menu entry 'manual', `#/help-support/manual`): the chapters the user's menus lead to, in their language,
// searchable; `?chapter=<id>` (a page's help link) opens at that chapter.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { allMenuItems, menuEntryAllowed } from '../../menu/route-access';
import { menuViewerOf } from '../../menu/viewer';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { MANUAL_CHAPTERS, type ChapterId } from './manual/chapters';
import { loadManual } from './manual/load-manual';
import { chapterMatches } from './manual/manual-search';
import type { ManualBlock } from './manual/manual-types';

function Block({ block }: { block: ManualBlock }) {
  if ('h' in block) return <h3 className="h6 mt-3">{block.h}</h3>;
  if ('p' in block) return <p>{block.p}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The chapters this user's menus lead to: one without menu entries is for everyone. */
function useVisibleChapters(): ChapterId[] {
  const user = useUser();
  return useMemo(() => {
    const viewer = menuViewerOf(user);
    const allowed = new Set(
      allMenuItems()
        .filter((entry) => menuEntryAllowed(entry, viewer))
        .map((entry) => entry.item.id as string),
    );
    return MANUAL_CHAPTERS.filter(
      (chapter) => chapter.menuIds.length === 0 || chapter.menuIds.some((id: string) => allowed.has(id)),
    ).map((chapter) => chapter.id);
  }, [user]);
}

export function ManualPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const wanted = params.get('chapter');
  const [query, setQuery] = useState('');
  const visible = useVisibleChapters();
  const manual = useQuery({
    queryKey: ['manual', i18n.language],
    queryFn: () => loadManual(i18n.language),
    staleTime: Infinity,
  });
  const shown = manual.data ? visible.filter((id) => chapterMatches(manual.data[id], query)) : [];
  useEffect(() => {
    if (manual.data && wanted) document.getElementById(`chapter-${wanted}`)?.scrollIntoView();
  }, [manual.data, wanted]);
  return (
    <SectionPage menuId="manual" title={t('manual.title')}>
      <div className="row g-3">
        <div className="col-12 col-lg-3">
          <label className="form-label" htmlFor="manual-search">
            {t('manual.search')}
          </label>
          <input
            id="manual-search"
            type="search"
            className="form-control mb-2"
            maxLength={64}
            placeholder={t('manual.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {query.trim() !== '' && (
            <p className="small text-body-secondary" role="status" data-testid="manual-found">
              {t('manual.found', { count: shown.length })}
            </p>
          )}
          <nav aria-label={t('manual.chapters')}>
            <ul className="list-unstyled mb-0">
              {manual.data &&
                shown.map((id) => (
                  <li key={id}>
                    <a
                      className={`d-inline-block py-1 link-body-emphasis${id === wanted ? ' fw-semibold' : ''}`}
                      href={`#/help-support/manual?chapter=${id}`}
                      aria-current={id === wanted ? 'location' : undefined}
                    >
                      {manual.data[id].title}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
        <div className="col-12 col-lg-9" data-testid="manual-chapters">
          {manual.isPending && <p role="status">{t('app.loading')}</p>}
          {manual.data && shown.length === 0 && <p>{t('manual.nothing')}</p>}
          {manual.data &&
            shown.map((id) => (
              <article
                key={id}
                id={`chapter-${id}`}
                className={`card mb-3${id === wanted ? ' border-primary' : ''}`}
                aria-labelledby={`chapter-${id}-title`}
                data-testid={`chapter-${id}`}
              >
                <div className="card-body">
                  <h2 id={`chapter-${id}-title`} className="h5">
                    {manual.data[id].title}
                  </h2>
                  {manual.data[id].blocks.map((block, index) => (
                    <Block key={index} block={block} />
                  ))}
                </div>
              </article>
            ))}
        </div>
      </div>
    </SectionPage>
  );
}
