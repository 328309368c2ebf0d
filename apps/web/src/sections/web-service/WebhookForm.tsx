// A new outgoing webhook (60311): its address, the events it gets and, optionally, one building; the signing secret
// comes back once and the page shows it in a dialog.
import { WEBHOOK_EVENTS, createWebhookAct, type WebhookEvent } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useBuildingOptions } from '../../shared/options/use-building-options';

export function WebhookForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['parcel.deposited']);
  const [building, setBuilding] = useState('');
  const create = useMutation({
    mutationFn: () =>
      act(createWebhookAct, {
        url,
        events,
        building: building === '' ? null : Number(building),
        active: true,
      }),
    onSuccess: (answer) => {
      toast.success(t('webService.webhooks.created'));
      setUrl('');
      onSecret(answer.secret);
      void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    },
    onError: (error: Error) => toast.error(t('webService.webhooks.failed', { reason: error.message })),
  });
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((entry) => entry !== event)));
  return (
    <form
      className="border rounded p-3 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
      data-testid="webhook-form"
    >
      <h3 className="h6">{t('webService.webhooks.add')}</h3>
      <div className="mb-2">
        <label className="form-label" htmlFor="webhook-url">
          {t('webService.webhooks.url')}
        </label>
        <input
          id="webhook-url"
          className="form-control"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-describedby="webhook-url-help"
        />
        <div id="webhook-url-help" className="form-text">
          {t('webService.webhooks.urlHelp')}
        </div>
      </div>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t('webService.webhooks.events')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {WEBHOOK_EVENTS.map((event) => (
            <div className="form-check" key={event}>
              <input
                id={`webhook-event-${event}`}
                className="form-check-input"
                type="checkbox"
                checked={events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
              <label className="form-check-label" htmlFor={`webhook-event-${event}`}>
                {t(`webService.webhooks.event.${event}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="mb-3">
        <label className="form-label" htmlFor="webhook-building">
          {t('webService.webhooks.building')}
        </label>
        <select
          id="webhook-building"
          className="form-select"
          value={building}
          onChange={(event) => setBuilding(event.target.value)}
        >
          <option value="">{t('webService.webhooks.allBuildings')}</option>
          {buildings.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={create.isPending || url.trim() === '' || events.length === 0}
      >
        {t('webService.webhooks.create')}
      </button>
    </form>
  );
}
