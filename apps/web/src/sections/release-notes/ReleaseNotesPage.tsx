// Product Update: the latest release notes, and for the operator's system admins a form to publish one.
import { publishReleaseNoteAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fetchReleaseNotes } from '../../api/release-notes';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { useAct } from '../../api/use-act';
import { usePageTitle } from '../../shared/use-page-title';

const PAGE_LIMIT = 20;

function PublishForm() {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState('');
  const publish = useMutation({
    mutationFn: () => act(publishReleaseNoteAct, { title, body, category }),
    onSuccess: () => {
      toast.success(t('releaseNotes.published'));
      setTitle('');
      setBody('');
      setCategory('');
      void queryClient.invalidateQueries({ queryKey: ['release-notes'] });
    },
    onError: () => toast.error(t('releaseNotes.failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate();
  };
  return (
    <form className="card mb-4" onSubmit={submit} data-testid="publish-note">
      <div className="card-body">
        <h2 className="h5">{t('releaseNotes.publish')}</h2>
        <div className="mb-2">
          <label className="form-label" htmlFor="note-title">
            {t('releaseNotes.noteTitle')}
          </label>
          <input
            id="note-title"
            className="form-control"
            required
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor="note-body">
            {t('releaseNotes.body')}
          </label>
          <textarea
            id="note-body"
            className="form-control"
            required
            rows={3}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="note-category">
            {t('releaseNotes.categories')}
          </label>
          <input
            id="note-category"
            className="form-control"
            maxLength={200}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={publish.isPending}>
          {t('releaseNotes.submit')}
        </button>
      </div>
    </form>
  );
}

export function ReleaseNotesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const notes = useQuery({
    queryKey: ['release-notes', 'page'],
    queryFn: () => fetchReleaseNotes(PAGE_LIMIT),
  });
  usePageTitle(t('releaseNotes.title'));
  return (
    <section aria-labelledby="release-notes-title">
      <h1 id="release-notes-title" className="h3 mb-3">
        {t('releaseNotes.title')}
      </h1>
      {user.level === '10' && !user.bPartner && <PublishForm />}
      {notes.data?.length === 0 && <p className="text-body-secondary">{t('releaseNotes.empty')}</p>}
      {notes.data?.map((note) => (
        <article className="card mb-3" key={note.id} data-testid="release-note">
          <div className="card-body">
            <h2 className="h5 mb-1">{note.title}</h2>
            <p className="small text-body-secondary mb-2">
              <time dateTime={note.create_time}>{formatZonedDateTime(note.create_time)}</time>
              {note.category.map((category) => (
                <span className="badge bg-primary-subtle text-primary-emphasis ms-2" key={category}>
                  {category}
                </span>
              ))}
            </p>
            <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
              {note.body}
            </p>
          </div>
        </article>
      ))}
    </section>
  );
}
