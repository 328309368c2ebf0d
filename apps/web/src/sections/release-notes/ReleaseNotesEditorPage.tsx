// Writing release notes (`#/release-notes/edit`, acts 66050–66053): every note, drafts first, on the shared list
// page; Write a note opens the dialog; a row's menu edits, publishes or takes back to draft, and deletes (after a
// question). For the operator's system admins: others see the refusal the server would give them.
import {
  canCall,
  RELEASE_NOTE_STATES,
  releaseNoteDeleteAct,
  releaseNoteEditListAct,
  releaseNoteSaveAct,
  releaseNoteStateAct,
  type EditableReleaseNote,
  type ReleaseNoteState,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { AccessRefused } from '../../shared/AccessRefused';
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { SectionPage } from '../../shared/SectionPage';
import { DeleteNoteDialog } from './DeleteNoteDialog';
import { noteColumns } from './note-columns';
import { NoteDialog, type NoteTarget } from './NoteDialog';

interface NoteFilters {
  [key: string]: string;
  state: string;
}

const PAGE_SIZE = 20;
const EMPTY_FILTERS: NoteFilters = { state: '' };
const readFilters = (values: FilterValues): NoteFilters => ({
  state: RELEASE_NOTE_STATES.find((state) => state === values.state) ?? '',
});
const DEFAULT_VIEW: ListView<NoteFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'state', dir: 'asc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/release-notes/edit', view: DEFAULT_VIEW, readFilters });

function NoteList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const [editing, setEditing] = useState<NoteTarget | undefined>();
  const [deleting, setDeleting] = useState<EditableReleaseNote | undefined>();
  const state = RELEASE_NOTE_STATES.find((value) => value === view.filters.state);
  const params = { ...(state ? { state } : {}), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['release-notes', 'edit', params], () => act(releaseNoteEditListAct, params));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['release-notes'] });
  const setState = useMutation({
    mutationFn: ({ note, next }: { note: EditableReleaseNote; next: ReleaseNoteState }) =>
      act(releaseNoteStateAct, { id: note.id, state: next }),
    onSuccess: (note) => {
      toast.success(
        t(note.state === 'published' ? 'productUpdate.published' : 'productUpdate.unpublished', {
          title: note.title,
        }),
      );
      refresh();
    },
    onError: (error) => toast.error(t('productUpdate.failed', { reason: error.message })),
  });
  const remove = useMutation({
    mutationFn: (note: EditableReleaseNote) => act(releaseNoteDeleteAct, { id: note.id }),
    onSuccess: () => {
      toast.success(t('productUpdate.deleted'));
      setDeleting(undefined);
      refresh();
    },
    onError: (error) => toast.error(t('productUpdate.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  const rowItems = (note: EditableReleaseNote) => [
    ...(canCall(releaseNoteSaveAct, user)
      ? [{ id: 'edit', label: t('productUpdate.edit'), onSelect: () => setEditing({ note }) }]
      : []),
    ...(canCall(releaseNoteStateAct, user)
      ? [
          note.state === 'draft'
            ? {
                id: 'publish',
                label: t('productUpdate.publish'),
                onSelect: () => setState.mutate({ note, next: 'published' }),
              }
            : {
                id: 'unpublish',
                label: t('productUpdate.unpublish'),
                onSelect: () => setState.mutate({ note, next: 'draft' }),
              },
        ]
      : []),
    ...(canCall(releaseNoteDeleteAct, user)
      ? [{ id: 'delete', label: t('productUpdate.delete'), danger: true, onSelect: () => setDeleting(note) }]
      : []),
  ];
  return (
    <>
      <ListPage
        id="release-note"
        caption={t('productUpdate.caption')}
        columns={noteColumns(t, i18n.language)}
        filterFields={[
          {
            id: 'state',
            label: t('productUpdate.filters.state'),
            kind: 'select',
            options: [
              { value: '', label: t('productUpdate.filters.allStates') },
              ...RELEASE_NOTE_STATES.map((value) => ({ value, label: t(`productUpdate.state.${value}`) })),
            ],
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('productUpdate.rowLabel', { title: row.title })}
        emptyText={t('productUpdate.empty')}
        totalText={t('productUpdate.total', { count: total, total: formatNumber(total, i18n.language) })}
        rowActions={(row) => (
          <RowMenu label={t('productUpdate.actionsFor', { title: row.title })} items={rowItems(row)} />
        )}
        toolbar={
          canCall(releaseNoteSaveAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setEditing({ note: undefined })}
              data-testid="add-note"
            >
              <PenLine size={16} aria-hidden="true" />
              {t('productUpdate.add')}
            </button>
          )
        }
      />
      <NoteDialog target={editing} onClose={() => setEditing(undefined)} />
      {deleting && (
        <DeleteNoteDialog
          note={deleting}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}

export function ReleaseNotesEditorPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <SectionPage menuId="release-notes" title={t('productUpdate.editorTitle')}>
      <Link to="/release-notes" className="link-body-emphasis d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('productUpdate.back')}
      </Link>
      {canCall(releaseNoteEditListAct, user) ? (
        <>
          <p className="text-body-secondary">{t('productUpdate.intro')}</p>
          <NoteList />
        </>
      ) : (
        <AccessRefused />
      )}
    </SectionPage>
  );
}
