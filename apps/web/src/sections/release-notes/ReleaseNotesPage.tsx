// Product Update: the published release notes, newest first, each in the user's language when it has that
// translation; the operator's system admins get the way to the editor (`#/release-notes/edit`).
import { canCall, releaseNoteEditListAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchReleaseNotes } from '../../api/release-notes';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { categoryLabel, noteText } from './note-text';

const PAGE_LIMIT = 20;

export function ReleaseNotesPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const notes = useQuery({
    queryKey: ['release-notes', 'page'],
    queryFn: () => fetchReleaseNotes(PAGE_LIMIT),
  });
  return (
    <SectionPage menuId="release-notes" title={t('releaseNotes.title')}>
      {canCall(releaseNoteEditListAct, user) && (
        <Link
          to="/release-notes/edit"
          className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1 mb-3"
          data-testid="to-note-editor"
        >
          <PenLine size={16} aria-hidden="true" />
          {t('productUpdate.toEditor')}
        </Link>
      )}
      {notes.isError && (
        <div className="alert alert-danger" role="alert">
          {notes.error.message}
        </div>
      )}
      {notes.data?.length === 0 && <p className="text-body-secondary">{t('releaseNotes.empty')}</p>}
      {notes.data?.map((note) => {
        const text = noteText(note, i18n.language);
        return (
          <article className="card mb-3" key={note.id} data-testid="release-note">
            <div className="card-body">
              <h2 className="h5 mb-1">{text.title}</h2>
              <p className="small text-body-secondary mb-2">
                <time dateTime={note.create_time}>
                  {formatZonedDateTime(note.create_time, undefined, i18n.language)}
                </time>
                {note.category.map((category) => (
                  <span className="badge bg-primary-subtle text-primary-emphasis ms-2" key={category}>
                    {categoryLabel(t, category)}
                  </span>
                ))}
              </p>
              <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                {text.body}
              </p>
            </div>
          </article>
        );
      })}
    </SectionPage>
  );
}
