// Issuing a BlueTag (act 59005): a building, the tag's number and who or what it is bound to: a member of that
// building or one of its machines' items, chosen among those without an active tag (act 59011). Validated by the
// act's own schema; a member or item of another building is refused by the server too.
import { amenityTagCandidatesAct, amenityTagIssueAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { BuildingOptions } from '../../shared/options/BuildingOptions';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { machineName } from './amenity-format';

interface IssueValues {
  buid: string;
  uid: string;
  bind: 'member' | 'item';
  member: string;
  item: string;
}

const paramsOf = (values: IssueValues) => ({
  buid: values.buid === '' ? undefined : Number(values.buid),
  uid: values.uid,
  member_id: values.bind === 'member' && values.member !== '' ? Number(values.member) : undefined,
  item_id: values.bind === 'item' && values.item !== '' ? Number(values.item) : undefined,
});

function IssueForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const actForm = useActForm<IssueValues>(
    {
      schema: amenityTagIssueAct.params,
      paramsOf,
      fieldOf: (path, values) =>
        path === 'member_id' || path === 'item_id'
          ? values.bind === 'member'
            ? 'member'
            : 'item'
          : path === 'buid'
            ? 'buid'
            : 'uid',
    },
    { buid: buildings[0]?.value ?? '', uid: '', bind: 'member', member: '', item: '' },
  );
  const { form } = actForm;
  const buid = form.watch('buid');
  const bind = form.watch('bind');
  const candidates = useQuery({
    queryKey: ['amenity', 'tag-candidates', buid],
    queryFn: () => act(amenityTagCandidatesAct, { buid: Number(buid) }),
    enabled: buid !== '',
  });
  const { submit, pending } = useDialogSave({
    actForm,
    save: (values: IssueValues) => act(amenityTagIssueAct, paramsOf(values)),
    savedText: (saved) => t('amenity.tags.issue.done', { uid: saved.uid }),
    refresh: [['amenity']],
    onSaved: onClose,
  });
  const errors = form.formState.errors;
  const bindMessage = issueMessage(errors, bind, () => t('amenity.tags.invalid.member_id'));
  return (
    <DialogForm
      titleId="amenity-issue-title"
      title={t('amenity.tags.issue.title')}
      testId="issue-tag-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('amenity.tags.actions.issue'),
        testId: 'issue-tag-submit',
      }}
    >
      <div className="row g-3">
        <SelectField
          id="amenity-issue-building"
          className="col-12"
          label={t('amenity.tags.issue.building')}
          control={form.control}
          name="buid"
          message={issueMessage(errors, 'buid', () => t('amenity.tags.issue.chooseBuilding'))}
          onPick={() => {
            form.setValue('member', '');
            form.setValue('item', '');
          }}
        >
          <BuildingOptions placeholder={t('amenity.tags.issue.chooseBuilding')} />
        </SelectField>
        <FormField
          id="amenity-issue-uid"
          className="col-12"
          label={t('amenity.tags.issue.uid')}
          help={t('amenity.tags.issue.uidHelp')}
          input={{ maxLength: 32, autoComplete: 'off' }}
          registration={form.register('uid')}
          message={issueMessage(errors, 'uid', () => t('amenity.tags.invalid.uid'))}
        />
        <fieldset className="col-12">
          <legend className="form-label fs-6">{t('amenity.tags.issue.bind')}</legend>
          {(['member', 'item'] as const).map((kind) => (
            <div className="form-check form-check-inline" key={kind}>
              <input
                id={`amenity-issue-bind-${kind}`}
                className="form-check-input"
                type="radio"
                value={kind}
                {...form.register('bind')}
              />
              <label className="form-check-label" htmlFor={`amenity-issue-bind-${kind}`}>
                {t(`amenity.tags.issue.${kind}`)}
              </label>
            </div>
          ))}
        </fieldset>
        {bind === 'member' ? (
          <SelectField
            id="amenity-issue-member"
            className="col-12"
            label={t('amenity.tags.issue.member')}
            control={form.control}
            name="member"
            message={bindMessage}
          >
            <option value="">{t('amenity.tags.issue.chooseMember')}</option>
            {(candidates.data?.members ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.unit ? `${member.name} (${member.unit})` : member.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField
            id="amenity-issue-item"
            className="col-12"
            label={t('amenity.tags.issue.item')}
            control={form.control}
            name="item"
            message={bindMessage}
          >
            <option value="">{t('amenity.tags.issue.chooseItem')}</option>
            {(candidates.data?.items ?? []).map((item) => (
              <option key={item.id} value={String(item.id)}>
                {t('amenity.tags.issue.itemOption', {
                  item: item.name,
                  machine: machineName(item.machine),
                  slot: item.slot,
                })}
              </option>
            ))}
          </SelectField>
        )}
      </div>
    </DialogForm>
  );
}

export function IssueTagDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog target={open ? true : undefined} onClose={onClose} titleId="amenity-issue-title">
      {() => <IssueForm onClose={onClose} />}
    </FormDialog>
  );
}
