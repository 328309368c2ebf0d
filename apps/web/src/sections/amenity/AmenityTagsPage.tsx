// BlueTags (menu entry 'amenity-tags', `#/amenity/tags`): the NFC/RFID tags of the user's buildings bound to members
// or items (act 59004), active ones first, on the shared list page. Staff issue a tag (59005), block one (59006) and
// replace one (59007); each button shows only when the user may call its act.
import {
  amenityTagBlockAct,
  amenityTagIssueAct,
  amenityTagListAct,
  amenityTagReplaceAct,
  canCall,
  type AmenityTagItem,
} from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import type { ListView } from '../../shared/list-page/list-view';
import { RowMenu, type RowMenuItem } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { EMPTY_TAG_FILTERS, readTagFilters, TAG_ADDRESS, TAG_VIEW, type TagFilters } from './amenity-views';
import { IssueTagDialog } from './IssueTagDialog';
import { BlockTagDialog, ReplaceTagDialog } from './TagDialogs';
import { tagColumns } from './tag-columns';

const PAGE_SIZE = 25;

const requestOf = (view: ListView<TagFilters>) => ({
  q: view.filters.q.trim() || undefined,
  buid: view.filters.buid === '' ? '' : Number(view.filters.buid),
  kind: view.filters.kind || undefined,
  state: view.filters.state || undefined,
});

function Tags() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const [issuing, setIssuing] = useState(false);
  const [blocking, setBlocking] = useState<AmenityTagItem>();
  const [replacing, setReplacing] = useState<AmenityTagItem>();
  const columns = tagColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: TAG_ADDRESS,
    defaultView: TAG_VIEW,
    queryKey: ['amenity', 'tags'],
    exportName: 'blue-tags',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(amenityTagListAct, { ...requestOf(view), offset, count }),
  });
  const actionsOf = (row: AmenityTagItem): RowMenuItem[] => {
    const items: RowMenuItem[] = [];
    if (row.state === 'active' && canCall(amenityTagBlockAct, user)) {
      items.push({
        id: 'block',
        label: t('amenity.tags.actions.block'),
        onSelect: () => setBlocking(row),
        danger: true,
      });
    }
    if (row.state !== 'replaced' && canCall(amenityTagReplaceAct, user)) {
      items.push({
        id: 'replace',
        label: t('amenity.tags.actions.replace'),
        onSelect: () => setReplacing(row),
      });
    }
    return items;
  };
  const total = list.data?.total ?? 0;
  const f = (key: string) => t(`amenity.tags.filters.${key}`);
  return (
    <>
      <ListPage
        id="amenity-tag"
        caption={t('amenity.tags.caption')}
        columns={columns}
        toolbar={
          canCall(amenityTagIssueAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setIssuing(true)}
              data-testid="issue-tag"
            >
              {t('amenity.tags.actions.issue')}
            </button>
          )
        }
        filterFields={[
          { id: 'q', label: f('search'), kind: 'text', placeholder: f('searchPlaceholder') },
          buildingFilterField(f('building'), f('allBuildings'), buildings),
          {
            id: 'kind',
            label: f('kind'),
            kind: 'select',
            options: [
              { value: '', label: f('allKinds') },
              { value: 'member', label: t('amenity.tags.kind.member') },
              { value: 'item', label: t('amenity.tags.kind.item') },
            ],
          },
          {
            id: 'state',
            label: f('state'),
            kind: 'select',
            options: [
              { value: '', label: f('allStates') },
              ...(['active', 'blocked', 'replaced'] as const).map((state) => ({
                value: state,
                label: t(`amenity.tags.state.${state}`),
              })),
            ],
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_TAG_FILTERS}
        nextFilters={(_current, values) => readTagFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('amenity.tags.rowLabel', { uid: row.uid })}
        rowActions={(row) => (
          <RowMenu label={t('amenity.tags.rowLabel', { uid: row.uid })} items={actionsOf(row)} />
        )}
        emptyText={t('amenity.tags.empty')}
        totalText={t('amenity.tags.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
      <IssueTagDialog open={issuing} onClose={() => setIssuing(false)} />
      <BlockTagDialog tag={blocking} onClose={() => setBlocking(undefined)} />
      <ReplaceTagDialog tag={replacing} onClose={() => setReplacing(undefined)} />
    </>
  );
}

export function AmenityTagsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="amenity-tags" title={t('amenity.tags.title')}>
      <Tags />
    </SectionPage>
  );
}
