// A post's category and tags (act 56005): tags are places of the building, typed comma-separated, on react-hook-form
// with the act's own schema.
import {
  CATEGORY_NAMES,
  COMMUNITY_LIMITS,
  decodeCommunityText,
  labelPostAct,
  POST_CATEGORIES,
  type PostItem,
} from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { postTitle } from './post-columns';
import { MODERATION_REFRESH } from './use-post-moderation';

interface LabelDraft {
  category: string;
  /** Comma-separated. */
  tags: string;
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

function LabelForm({ post, onClose }: { post: PostItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const paramsOf = (draft: LabelDraft) => ({
    id: post.id,
    category: Number(draft.category),
    tag: tagsOf(draft.tags),
  });
  const mapping: ActFormMapping<LabelDraft> = {
    schema: labelPostAct.params,
    paramsOf,
    fieldOf: (path) => (path.startsWith('tag') ? 'tags' : 'category'),
  };
  const actForm = useActForm<LabelDraft>(mapping, {
    category: String(post.category),
    tags: post.tag.map(decodeCommunityText).join(', '),
  });
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: LabelDraft) => act(labelPostAct, paramsOf(draft)),
    savedText: (saved) => t('community.labelled', { title: postTitle(saved) }),
    refresh: MODERATION_REFRESH,
    onSaved: onClose,
  });
  const issueOf = (field: keyof LabelDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`community.invalid.${name}`));
  return (
    <DialogForm
      titleId="post-label-title"
      title={t('community.labelDialog.title', { title: postTitle(post) })}
      testId="post-label-form"
      onSubmit={submit}
      footer={{ onCancel: onClose, pending, submitLabel: t('community.labelDialog.submit') }}
    >
      <SelectField
        id="post-label-category"
        className="mb-3"
        label={t('community.labelDialog.category')}
        control={form.control}
        name="category"
        message={issueOf('category')}
      >
        {POST_CATEGORIES.map((category) => (
          <option key={category} value={String(category)}>
            {t(`community.category.${CATEGORY_NAMES[category]}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        id="post-label-tags"
        className=""
        label={t('community.labelDialog.tags')}
        help={t('community.labelDialog.tagsHelp', { count: COMMUNITY_LIMITS.tags })}
        input={{ maxLength: COMMUNITY_LIMITS.tags * (COMMUNITY_LIMITS.tag + 2), autoComplete: 'off' }}
        registration={form.register('tags')}
        message={issueOf('tags')}
      />
    </DialogForm>
  );
}

export function LabelDialog({ post, onClose }: { post: PostItem | undefined; onClose: () => void }) {
  return (
    <FormDialog target={post} onClose={onClose} titleId="post-label-title">
      {(target) => <LabelForm post={target} onClose={onClose} />}
    </FormDialog>
  );
}
