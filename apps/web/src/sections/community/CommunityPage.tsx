// Community Msgs (menu entry 'community', `#/community`): the board's posts for moderation on the shared list page
// (act 56001), the pending queue first, filtered by building, category (spec §5), status and words and sorted by the
// spec's modes (§4). A row's menu opens the post, approves, rejects, pins or unpins, relabels or deletes it.
import {
  canCall,
  deletePostAct,
  labelPostAct,
  moderatePostAct,
  pinPostAct,
  communityPostsAct,
  type PostItem,
} from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { RowMenu, type RowMenuItem } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { LabelDialog } from './LabelDialog';
import { LiveAnnouncements } from './LiveAnnouncements';
import { postColumns, postTitle } from './post-columns';
import { EMPTY_FILTERS, filterParams, postFilterFields, readFilters, type PostFilters } from './post-filters';
import { PostDialog } from './PostDialog';
import { ReasonDialog, type ReasonKind } from './ReasonDialog';
import { usePostModeration } from './use-post-moderation';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<PostFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'posted', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/community', view: DEFAULT_VIEW, readFilters });

function Board() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const [open, setOpen] = useState<PostItem>();
  const [labelling, setLabelling] = useState<PostItem>();
  const [reasoning, setReasoning] = useState<{ post: PostItem; kind: ReasonKind }>();
  const { approve, pin } = usePostModeration();
  const columns = postColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['community', 'list'],
    exportName: 'community-posts',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(communityPostsAct, { ...filterParams(view.filters), offset, count }),
  });
  const total = list.data?.total ?? 0;
  const itemsFor = (post: PostItem): RowMenuItem[] => {
    const items: RowMenuItem[] = [
      { id: 'open', label: t('community.actions.open'), onSelect: () => setOpen(post) },
    ];
    if (canCall(moderatePostAct, user)) {
      if (post.status_name !== 'published') {
        items.push({
          id: 'approve',
          label: t('community.actions.approve'),
          onSelect: () => approve.mutate(post),
        });
      }
      if (post.status_name !== 'rejected') {
        items.push({
          id: 'reject',
          label: t('community.actions.reject'),
          onSelect: () => setReasoning({ post, kind: 'reject' }),
        });
      }
    }
    if (canCall(pinPostAct, user) && post.status_name === 'published') {
      const pinned = post.priority === 1;
      items.push({
        id: pinned ? 'unpin' : 'pin',
        label: t(pinned ? 'community.actions.unpin' : 'community.actions.pin'),
        onSelect: () => pin.mutate({ post, pinned: !pinned }),
      });
    }
    if (canCall(labelPostAct, user)) {
      items.push({ id: 'label', label: t('community.actions.label'), onSelect: () => setLabelling(post) });
    }
    if (canCall(deletePostAct, user)) {
      items.push({
        id: 'delete',
        label: t('community.actions.delete'),
        danger: true,
        onSelect: () => setReasoning({ post, kind: 'delete' }),
      });
    }
    return items;
  };
  return (
    <>
      <p className="text-body-secondary">{t('community.intro')}</p>
      <LiveAnnouncements />
      <ListPage
        id="community"
        caption={t('community.caption')}
        columns={columns}
        filterFields={postFilterFields(t, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(post) => post.id}
        rowLabel={postTitle}
        emptyText={t('community.empty')}
        totalText={t('community.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        rowActions={(post) => (
          <RowMenu label={t('community.actionsFor', { title: postTitle(post) })} items={itemsFor(post)} />
        )}
      />
      <PostDialog post={open} onClose={() => setOpen(undefined)} />
      <LabelDialog post={labelling} onClose={() => setLabelling(undefined)} />
      <ReasonDialog target={reasoning} onClose={() => setReasoning(undefined)} />
    </>
  );
}

export function CommunityPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="community" title={t('community.title')}>
      <Board />
    </SectionPage>
  );
}
