// Appending to a member's ledger: award by a rule (57016), redeem (57015) or adjust with a reason (57014). Every
// number is the touch-spin stepper; an adjustment says whether it adds or takes away.
import {
  REWARD_RULES,
  rewardAdjustAct,
  rewardEarnAct,
  rewardRedeemAct,
  type RewardMember,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useAct } from '../../api/use-act';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { TouchSpinField } from '../../shared/form/TouchSpinField';
import { useActForm } from '../../shared/form/use-act-form';

export type LedgerMode = 'earn' | 'redeem' | 'adjust';

interface LedgerDraft {
  rule: string;
  points: string;
  direction: 'add' | 'remove';
  reason: string;
}

const SCHEMAS = {
  earn: rewardEarnAct.params,
  redeem: rewardRedeemAct.params,
  adjust: rewardAdjustAct.params,
};

export function LedgerDialog({
  member,
  mode,
  onClose,
}: {
  member: RewardMember;
  mode: LedgerMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const paramsOf = (draft: LedgerDraft) => {
    if (mode === 'earn') return { id: member.id, rule: draft.rule, reason: draft.reason };
    const points = Number(draft.points);
    if (mode === 'redeem') return { id: member.id, points, reason: draft.reason };
    return { id: member.id, points: draft.direction === 'remove' ? -points : points, reason: draft.reason };
  };
  // The points must be above zero whichever way they go: the stepper gives a count, the direction its sign.
  const schema: z.ZodType = SCHEMAS[mode];
  const { form, showServerIssues } = useActForm<LedgerDraft>(
    {
      schema,
      paramsOf,
      fieldOf: (path) => (path === 'points' || path === 'rule' ? path : 'reason'),
      moreIssues: (draft) =>
        mode !== 'earn' && !(Number(draft.points) > 0)
          ? [{ path: 'points', message: 'above zero', type: 'points' }]
          : [],
    },
    { rule: REWARD_RULES[0], points: '0', direction: 'add', reason: '' },
  );
  const save = useMutation({
    mutationFn: (draft: LedgerDraft) => {
      const params = paramsOf(draft);
      if (mode === 'earn') return act(rewardEarnAct, params as z.input<typeof rewardEarnAct.params>);
      if (mode === 'redeem') return act(rewardRedeemAct, params as z.input<typeof rewardRedeemAct.params>);
      return act(rewardAdjustAct, params as z.input<typeof rewardAdjustAct.params>);
    },
    onSuccess: () => {
      toast.success(t('rewards.actions.done', { name: member.name }));
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('rewards.actions.failed', { reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rewards'] }),
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('rewards.actions.checkFields')),
  );
  const issueOf = (field: keyof LedgerDraft) =>
    issueMessage(form.formState.errors, field, (name) =>
      t(`rewards.actions.invalid.${name === 'points' || name === 'reason' ? name : 'other'}`),
    );
  return (
    <Modal show onHide={onClose} centered aria-labelledby="ledger-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="ledger-dialog">
        <Modal.Header closeButton closeLabel={t('rewards.actions.cancel')}>
          <Modal.Title id="ledger-title" as="h2" className="h5">
            {t(`rewards.actions.${mode}Title`, { name: member.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-flex flex-column gap-3">
          {mode === 'earn' ? (
            <SelectField
              id="ledger-rule"
              label={t('rewards.actions.rule')}
              control={form.control}
              name="rule"
              message={issueOf('rule')}
            >
              {REWARD_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`rewards.ruleNames.${rule}`)}
                </option>
              ))}
            </SelectField>
          ) : (
            <>
              {mode === 'adjust' && (
                <SelectField
                  id="ledger-direction"
                  label={t('rewards.actions.direction')}
                  control={form.control}
                  name="direction"
                  message={undefined}
                >
                  <option value="add">{t('rewards.actions.add')}</option>
                  <option value="remove">{t('rewards.actions.remove')}</option>
                </SelectField>
              )}
              <TouchSpinField
                id="ledger-points"
                label={t('rewards.actions.points')}
                control={form.control}
                name="points"
                message={issueOf('points')}
              />
            </>
          )}
          <FormField
            id="ledger-reason"
            className=""
            label={t('rewards.actions.reason')}
            help={t(`rewards.actions.${mode}Reason`)}
            input={{ maxLength: 200 }}
            registration={form.register('reason')}
            message={issueOf('reason')}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('rewards.actions.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="ledger-submit"
          >
            {save.isPending ? t('rewards.actions.saving') : t(`rewards.actions.${mode}`)}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
