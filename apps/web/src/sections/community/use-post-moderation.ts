// The one-click moderation writes (approve, pin, unpin, delete a comment): each refreshes the board and the bell, so
// the pending-post count follows a decision at once.
import { deleteCommentAct, moderatePostAct, pinPostAct, type PostItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { postTitle } from './post-columns';

/** What a moderation write changes: the board, the open post and the bell's pending count. */
export const MODERATION_REFRESH = [['community'], ['notifications']] as const;

export function usePostModeration() {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of MODERATION_REFRESH) void queryClient.invalidateQueries({ queryKey });
  };
  const failed = (error: Error) => toast.error(t('community.failed', { reason: error.message }));
  const approve = useMutation({
    mutationFn: (post: PostItem) => act(moderatePostAct, { id: post.id, decision: 'approve' }),
    onSuccess: (post) => {
      toast.success(t('community.approved', { title: postTitle(post) }));
      refresh();
    },
    onError: failed,
  });
  const pin = useMutation({
    mutationFn: ({ post, pinned }: { post: PostItem; pinned: boolean }) =>
      act(pinPostAct, { id: post.id, pinned }),
    onSuccess: (post) => {
      toast.success(
        t(post.priority === 1 ? 'community.pinnedDone' : 'community.unpinnedDone', {
          title: postTitle(post),
        }),
      );
      refresh();
    },
    onError: failed,
  });
  const removeComment = useMutation({
    mutationFn: ({ post, comment }: { post: number; comment: number }) =>
      act(deleteCommentAct, { id: post, comment }),
    onSuccess: () => {
      toast.success(t('community.commentDeleted'));
      refresh();
    },
    onError: failed,
  });
  return { approve, pin, removeComment, refresh };
}
