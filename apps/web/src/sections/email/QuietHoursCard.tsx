// Quiet hours per building (acts 63020, 63021): reminders queued inside them wait for their end, in the building's
// own zone; deposit notices still go at once. Set or change a building's hours, or remove them.
import { quietHoursListAct, quietHoursSetAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { BuildingOptions } from '../../shared/options/BuildingOptions';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { TitledCard } from '../../shared/TitledCard';

export function QuietHoursCard() {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const nameOf = (buid: number) =>
    buildings.find((building) => building.value === String(buid))?.label ?? String(buid);
  const quiet = useQuery({ queryKey: ['email', 'quiet'], queryFn: () => act(quietHoursListAct, {}) });
  const [draft, setDraft] = useState({ buid: '', starts: '21:00', ends: '08:00' });
  const save = useMutation({
    mutationFn: (params: { buid: number; starts?: string; ends?: string }) => act(quietHoursSetAct, params),
    onSuccess: (answer, params) => {
      queryClient.setQueryData(['email', 'quiet'], answer);
      toast.success(
        t(params.starts ? 'email.quiet.saved' : 'email.quiet.removed', { building: nameOf(params.buid) }),
      );
    },
    onError: (error) => toast.error(t('email.failed', { reason: error.message })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.buid === '') return;
    save.mutate({ buid: Number(draft.buid), starts: draft.starts, ends: draft.ends });
  };
  const items = quiet.data?.items ?? [];
  return (
    <TitledCard title={t('email.quiet.title')} testId="quiet-hours">
      <p className="text-body-secondary">{t('email.quiet.intro')}</p>
      {items.length === 0 ? (
        <p>{t('email.quiet.none')}</p>
      ) : (
        <ul className="list-group list-group-flush mb-3">
          {items.map((item) => (
            <li key={item.buid} className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                {nameOf(item.buid)}{' '}
                <span className="text-body-secondary">
                  {t('email.quiet.range', { starts: item.starts, ends: item.ends })}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={t('email.quiet.removeLabel', { building: nameOf(item.buid) })}
                onClick={() => save.mutate({ buid: item.buid })}
              >
                {t('email.quiet.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="row g-2 align-items-end" onSubmit={submit} data-testid="quiet-hours-form">
        <div className="col-12">
          <label className="form-label" htmlFor="quiet-building">
            {t('email.quiet.building')}
          </label>
          <select
            id="quiet-building"
            className="form-select"
            required
            value={draft.buid}
            onChange={(event) => setDraft({ ...draft, buid: event.target.value })}
          >
            <BuildingOptions placeholder={t('email.quiet.chooseBuilding')} />
          </select>
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor="quiet-starts">
            {t('email.quiet.starts')}
          </label>
          <input
            id="quiet-starts"
            type="time"
            className="form-control"
            required
            value={draft.starts}
            onChange={(event) => setDraft({ ...draft, starts: event.target.value })}
          />
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor="quiet-ends">
            {t('email.quiet.ends')}
          </label>
          <input
            id="quiet-ends"
            type="time"
            className="form-control"
            required
            value={draft.ends}
            onChange={(event) => setDraft({ ...draft, ends: event.target.value })}
          />
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={save.isPending || draft.buid === ''}>
            {t('email.quiet.save')}
          </button>
        </div>
      </form>
    </TitledCard>
  );
}
