// Reject a post (act 56003, a reason residents see) or delete it (56006, a reason for the log), on react-hook-form
// with the act's own schema.
import { deletePostAct, moderatePostAct, type PostItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { postTitle } from './post-columns';
import { MODERATION_REFRESH } from './use-post-moderation';

export type ReasonKind = 'reject' | 'delete';

interface ReasonDraft {
  reason: string;
}

function ReasonForm({ post, kind, onClose }: { post: PostItem; kind: ReasonKind; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const mapping: ActFormMapping<ReasonDraft> =
    kind === 'reject'
      ? {
          schema: moderatePostAct.params,
          paramsOf: (draft) => ({ id: post.id, decision: 'reject', reason: draft.reason }),
        }
      : { schema: deletePostAct.params, paramsOf: (draft) => ({ id: post.id, reason: draft.reason }) };
  const actForm = useActForm<ReasonDraft>(mapping, { reason: '' });
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: async (draft: ReasonDraft) => {
      if (kind === 'reject')
        await act(moderatePostAct, { id: post.id, decision: 'reject', reason: draft.reason });
      else await act(deletePostAct, { id: post.id, reason: draft.reason });
    },
    savedText: () =>
      t(kind === 'reject' ? 'community.rejected' : 'community.deleted', { title: postTitle(post) }),
    refresh: MODERATION_REFRESH,
    onSaved: onClose,
  });
  const titleId = `post-${kind}-title`;
  return (
    <DialogForm
      titleId={titleId}
      title={t(`community.${kind}Dialog.title`, { title: postTitle(post) })}
      testId={`post-${kind}-form`}
      onSubmit={submit}
      footer={{ onCancel: onClose, pending, submitLabel: t(`community.${kind}Dialog.submit`) }}
    >
      <FormField
        id={`post-${kind}-reason`}
        className=""
        label={t(`community.${kind}Dialog.reason`)}
        help={t(`community.${kind}Dialog.help`)}
        input={{ maxLength: 300, autoComplete: 'off' }}
        registration={form.register('reason')}
        message={issueMessage(form.formState.errors, 'reason', (name) => t(`community.invalid.${name}`))}
      />
    </DialogForm>
  );
}

export function ReasonDialog({
  target,
  onClose,
}: {
  target: { post: PostItem; kind: ReasonKind } | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={target} onClose={onClose} titleId={`post-${target?.kind ?? 'reject'}-title`}>
      {({ post, kind }) => <ReasonForm post={post} kind={kind} onClose={onClose} />}
    </FormDialog>
  );
}
