// One post as a moderator reads it (act 56002): its text, tags, reports and comments, all decoded from their escape
// tokens and shown as text (white-space kept, nothing parsed as HTML, links not made clickable), with a delete button
// per comment.
import {
  communityPostAct,
  decodeCommunityText,
  deleteCommentAct,
  canCall,
  type PostItem,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { categoryText, postTitle, statusText } from './post-columns';
import { PostPictures } from './PostPictures';
import { usePostModeration } from './use-post-moderation';

const TEXT_STYLE = { whiteSpace: 'pre-wrap' } as const;

function PostBody({ post }: { post: PostItem }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const { removeComment } = usePostModeration();
  const detail = useQuery({
    queryKey: ['community', 'post', post.id],
    queryFn: () => act(communityPostAct, { id: post.id }),
  });
  const shown = detail.data?.post ?? post;
  const comments = detail.data?.comments ?? [];
  const when = (at: string) => formatZonedDateTime(at, undefined, i18n.language);
  return (
    <Modal.Body>
      <p className="small text-body-secondary mb-2">
        {t('community.detail.byline', {
          author: shown.author === '' ? t('community.formerResident') : shown.author,
          building: shown.bname,
          when: when(shown.create_time),
        })}
      </p>
      <p className="mb-2">
        <span className="badge text-bg-light border me-1">{categoryText(t, shown.category)}</span>
        <span className="badge text-bg-light border me-1">{statusText(t, shown)}</span>
        {shown.tag.map((tag) => (
          <span key={tag} className="badge text-bg-info me-1" data-testid="detail-tag">
            {decodeCommunityText(tag)}
          </span>
        ))}
      </p>
      <p style={TEXT_STYLE} className="border rounded p-2 bg-body-tertiary" data-testid="post-text">
        {shown.text}
      </p>
      <PostPictures images={shown.images} />
      {shown.reject_reason !== '' && (
        <p className="small">
          <strong>{t('community.detail.rejectReason')}</strong> {shown.reject_reason}
        </p>
      )}
      <h3 className="h6 mt-3">{t('community.detail.reports', { count: shown.vote.length })}</h3>
      {shown.vote.length === 0 ? (
        <p className="small text-body-secondary">{t('community.detail.noReports')}</p>
      ) : (
        <ul className="small" data-testid="post-reports">
          {shown.vote.map((report) => (
            <li key={`${report.at}-${report.by}`}>
              {t('community.detail.report', {
                by: report.by === '' ? t('community.formerResident') : report.by,
                when: when(report.at),
              })}
              {report.reason !== '' && <span style={TEXT_STYLE}>: {decodeCommunityText(report.reason)}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3 className="h6 mt-3">{t('community.detail.comments', { count: comments.length })}</h3>
      {detail.isPending && <p className="small text-body-secondary">{t('community.detail.loading')}</p>}
      {!detail.isPending && comments.length === 0 && (
        <p className="small text-body-secondary">{t('community.detail.noComments')}</p>
      )}
      <ul className="list-unstyled" data-testid="post-comments">
        {comments.map((comment) => (
          <li key={comment.id} className="border-bottom py-2 d-flex gap-2 align-items-start">
            <div className="flex-grow-1">
              <div className="small text-body-secondary">
                {t('community.detail.commentBy', {
                  by: comment.author === '' ? t('community.formerResident') : comment.author,
                  when: when(comment.create_time),
                })}
              </div>
              <div style={TEXT_STYLE} data-testid="comment-text">
                {decodeCommunityText(comment.body)}
              </div>
            </div>
            {canCall(deleteCommentAct, user) && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                disabled={removeComment.isPending}
                onClick={() => removeComment.mutate({ post: post.id, comment: comment.id })}
              >
                {t('community.detail.deleteComment')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Modal.Body>
  );
}

export function PostDialog({ post, onClose }: { post: PostItem | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show={post !== undefined} onHide={onClose} centered size="lg" aria-labelledby="post-detail-title">
      {post && (
        <>
          <Modal.Header closeButton closeLabel={t('community.detail.close')}>
            <Modal.Title id="post-detail-title" as="h2" className="h5 text-break" style={TEXT_STYLE}>
              {postTitle(post)}
            </Modal.Title>
          </Modal.Header>
          <PostBody post={post} />
          <Modal.Footer>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('community.detail.close')}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
