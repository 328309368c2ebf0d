// Create an API token (act 54102) on react-hook-form with the act's own schema: a name, the account it acts as, the
// actions it may call (only those that account may call, found by name) and its last day. The answer's token goes
// to the secret dialog, shown once.
import {
  ACTS,
  MAX_TOKEN_DAYS,
  tokenCreateAct,
  tokenMayList,
  tokenOwnersAct,
  type ActParams,
  type RoleHolder,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { CheckList } from './CheckList';
import type { CreatedToken } from './TokenSecretDialog';

interface TokenDraft {
  name: string;
  /** A user id, '' until one is chosen. */
  owner: string;
  acts: number[];
  /** Building uids; empty for all of the owner's. */
  buildings: number[];
  /** yyyy-mm-dd, the last day the token works. */
  expires: string;
}

const DAY = 86_400_000;
const endOfDay = (day: string) => new Date(`${day}T23:59:59`);
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const paramsOf = (draft: TokenDraft): ActParams<typeof tokenCreateAct> => ({
  name: draft.name,
  owner: draft.owner,
  acts: draft.acts,
  buildings: draft.buildings,
  expires_at: /^\d{4}-\d{2}-\d{2}$/.test(draft.expires) ? endOfDay(draft.expires).toISOString() : '',
});

const mapping: ActFormMapping<TokenDraft> = {
  schema: tokenCreateAct.params,
  paramsOf,
  fieldOf: (path) =>
    path === 'expires_at' ? 'expires' : path.startsWith('acts') ? 'acts' : (path as 'name'),
  // The server's range, said beside the field before the round trip.
  moreIssues: (draft) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expires)) return [];
    const end = endOfDay(draft.expires).getTime();
    return end <= Date.now() || end > Date.now() + MAX_TOKEN_DAYS * DAY
      ? [{ path: 'expires', message: 'range', type: 'range' }]
      : [];
  },
};

/** The actions a token of this account may list, by name. */
const choicesFor = (owner: RoleHolder | undefined) =>
  owner
    ? ACTS.filter((candidate) => tokenMayList(candidate, owner)).sort((a, b) => a.name.localeCompare(b.name))
    : [];

export function TokenDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (token: CreatedToken) => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const owners = useQuery({ queryKey: ['tokens', 'owners'], queryFn: () => act(tokenOwnersAct, {}) });
  const { form, showServerIssues } = useActForm<TokenDraft>(mapping, {
    name: '',
    owner: '',
    acts: [],
    buildings: [],
    expires: localDay(new Date(Date.now() + 90 * DAY)),
  });
  const owner = owners.data?.items.find((item) => String(item.id) === form.watch('owner'));
  const chosen = form.watch('acts');
  const choices = choicesFor(owner);
  const chosenBuildings = form.watch('buildings');
  // The buildings the owner reaches, by name: a token is narrowed within them, never past them.
  const ownerBuildings = owner
    ? buildings
        .filter((building) => owner.buildings === null || owner.buildings.includes(Number(building.value)))
        .map((building) => ({ value: Number(building.value), label: building.label }))
    : [];
  const issueOf = (field: keyof TokenDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`tokens.invalid.${name}`));
  const toggle = (field: 'acts' | 'buildings', value: number, on: boolean) => {
    const current = form.getValues(field);
    const next = on ? [...current, value] : current.filter((entry) => entry !== value);
    form.setValue(field, next, { shouldValidate: form.formState.isSubmitted });
  };
  const create = useMutation({
    mutationFn: (draft: TokenDraft) => act(tokenCreateAct, paramsOf(draft)),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['tokens', 'list'] });
      onCreated({ name: answer.name, secret: answer.secret });
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('tokens.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit((draft) => create.mutate(draft));
  return (
    <Modal show onHide={onClose} centered scrollable aria-labelledby="token-title">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="token-form"
        className="modal-content border-0"
      >
        <Modal.Header closeButton closeLabel={t('tokens.dialog.cancel')}>
          <Modal.Title id="token-title" as="h2" className="h5">
            {t('tokens.dialog.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            id="token-name"
            className="mb-3"
            label={t('tokens.dialog.name')}
            help={t('tokens.dialog.nameHelp')}
            input={{ maxLength: 80, autoComplete: 'off' }}
            registration={form.register('name')}
            message={issueOf('name')}
          />
          <SelectField
            id="token-owner"
            className="mb-1"
            label={t('tokens.dialog.owner')}
            control={form.control}
            name="owner"
            message={issueOf('owner')}
            // Another account may call other actions: keep only the chosen ones it may call too.
            onPick={(value) => {
              const next = owners.data?.items.find((item) => String(item.id) === value);
              const allowed = new Set<number>(choicesFor(next).map((candidate) => candidate.code));
              form.setValue(
                'acts',
                chosen.filter((code) => allowed.has(code)),
              );
              form.setValue('buildings', []);
            }}
          >
            <option value="">{t('tokens.dialog.chooseOwner')}</option>
            {owners.data?.items.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.username}
              </option>
            ))}
          </SelectField>
          <div className="form-text mb-3">{t('tokens.dialog.ownerHelp')}</div>
          <CheckList
            id="token-acts"
            legend={t('tokens.dialog.acts')}
            countText={t('tokens.dialog.chosen', { count: chosen.length })}
            findLabel={t('tokens.dialog.actsFilter')}
            emptyText={t('tokens.dialog.actsNone')}
            items={choices.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
            chosen={chosen}
            onToggle={(code, on) => toggle('acts', code, on)}
            onChooseAll={(codes) =>
              form.setValue('acts', [...new Set([...chosen, ...codes])], {
                shouldValidate: form.formState.isSubmitted,
              })
            }
            chooseAllText={t('tokens.dialog.chooseAll')}
            disabled={!owner}
            message={issueOf('acts')}
          />
          <CheckList
            id="token-buildings"
            legend={t('tokens.dialog.buildings')}
            countText={
              chosenBuildings.length === 0
                ? t('tokens.dialog.allBuildings')
                : t('tokens.dialog.chosen', { count: chosenBuildings.length })
            }
            findLabel={t('tokens.dialog.buildingsFilter')}
            emptyText={t('tokens.dialog.buildingsNone')}
            items={ownerBuildings}
            chosen={chosenBuildings}
            onToggle={(buid, on) => toggle('buildings', buid, on)}
            disabled={!owner}
            help={t('tokens.dialog.buildingsHelp')}
            message={issueOf('buildings')}
          />
          <FormField
            id="token-expires"
            className=""
            type="date"
            label={t('tokens.dialog.expires')}
            help={t('tokens.dialog.expiresHelp')}
            registration={form.register('expires')}
            message={issueOf('expires')}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('tokens.dialog.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('tokens.dialog.submit')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
