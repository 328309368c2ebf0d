// One rule's form on the rules page (act 57011): its points, how many days they last, on or off.
import { rewardRuleUpdateAct, type RewardRule } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage } from '../../shared/form/act-form';
import { SwitchField } from '../../shared/form/SwitchField';
import { TouchSpinField } from '../../shared/form/TouchSpinField';
import { useActForm } from '../../shared/form/use-act-form';
import { formatZonedDateTime } from '../../format/time';

interface RuleDraft {
  points: string;
  days: string;
  active: boolean;
}

export function RuleForm({ rule }: { rule: RewardRule }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const paramsOf = (draft: RuleDraft) => ({
    key: rule.key,
    points: draft.points,
    expires_after_days: draft.days,
    active: draft.active,
  });
  const { form, showServerIssues } = useActForm<RuleDraft>(
    {
      schema: rewardRuleUpdateAct.params,
      paramsOf,
      fieldOf: (path) => (path === 'expires_after_days' ? 'days' : path === 'active' ? 'active' : 'points'),
    },
    { points: String(rule.points), days: String(rule.expires_after_days), active: rule.active },
  );
  const save = useMutation({
    mutationFn: (draft: RuleDraft) =>
      act(rewardRuleUpdateAct, {
        key: rule.key,
        points: Number(draft.points),
        expires_after_days: Number(draft.days),
        active: draft.active,
      }),
    onSuccess: () => toast.success(t('rewards.rules.saved', { rule: t(`rewards.ruleNames.${rule.key}`) })),
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('rewards.rules.failed', { reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rewards'] }),
  });
  const issueOf = (field: keyof RuleDraft) =>
    issueMessage(form.formState.errors, field, () => t('rewards.actions.invalid.other'));
  const id = `rule-${rule.key}`;
  return (
    <form
      className="row g-3 align-items-end"
      noValidate
      onSubmit={(event) => void form.handleSubmit((draft) => save.mutate(draft))(event)}
      data-testid={id}
    >
      <TouchSpinField
        id={`${id}-points`}
        className="col-12 col-sm-4"
        label={t('rewards.rules.points')}
        control={form.control}
        name="points"
        message={issueOf('points')}
      />
      <TouchSpinField
        id={`${id}-days`}
        className="col-12 col-sm-4"
        label={t('rewards.rules.days')}
        control={form.control}
        name="days"
        message={issueOf('days')}
      />
      <div className="col-6 col-sm-2">
        <SwitchField
          id={`${id}-active`}
          label={t('rewards.rules.active')}
          registration={form.register('active')}
        />
      </div>
      <div className="col-6 col-sm-2 text-end">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={save.isPending}
          data-testid={`${id}-save`}
        >
          {save.isPending ? t('rewards.rules.saving') : t('rewards.rules.save')}
        </button>
      </div>
      <p className="col-12 small text-body-secondary mb-0">
        {rule.updated_at.startsWith('1970')
          ? t('rewards.rules.never')
          : t('rewards.rules.changed', {
              when: formatZonedDateTime(rule.updated_at, undefined, i18n.language),
            })}
      </p>
    </form>
  );
}
