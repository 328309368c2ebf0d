// The fields of a webhook, for adding one and for editing one: its address, the events it gets, one building or all
// in reach, and (when editing) whether it is on. `idPrefix` keeps the two forms' ids apart on one page.
import { WEBHOOK_EVENTS, type WebhookEvent } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import type { WebhookDraft } from './webhook-draft';

interface WebhookFieldsProps {
  idPrefix: string;
  draft: WebhookDraft;
  onChange: (draft: WebhookDraft) => void;
  withActive?: boolean;
}

export function WebhookFields({ idPrefix, draft, onChange, withActive = false }: WebhookFieldsProps) {
  const { t } = useTranslation();
  const buildings = useBuildingOptions();
  const set = (change: Partial<WebhookDraft>) => onChange({ ...draft, ...change });
  const toggle = (event: WebhookEvent, on: boolean) =>
    set({ events: on ? [...draft.events, event] : draft.events.filter((entry) => entry !== event) });
  return (
    <>
      <div className="mb-2">
        <label className="form-label" htmlFor={`${idPrefix}-url`}>
          {t('webService.webhooks.url')}
        </label>
        <input
          id={`${idPrefix}-url`}
          className="form-control"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.url}
          onChange={(event) => set({ url: event.target.value })}
          aria-describedby={`${idPrefix}-url-help`}
        />
        <div id={`${idPrefix}-url-help`} className="form-text">
          {t('webService.webhooks.urlHelp')}
        </div>
      </div>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t('webService.webhooks.events')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {WEBHOOK_EVENTS.map((event) => (
            <div className="form-check" key={event}>
              <input
                id={`${idPrefix}-event-${event}`}
                className="form-check-input"
                type="checkbox"
                checked={draft.events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${idPrefix}-event-${event}`}>
                {t(`webService.webhooks.event.${event}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${idPrefix}-building`}>
          {t('webService.webhooks.building')}
        </label>
        <select
          id={`${idPrefix}-building`}
          className="form-select"
          value={draft.building}
          onChange={(event) => set({ building: event.target.value })}
        >
          <option value="">{t('webService.webhooks.allBuildings')}</option>
          {buildings.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {withActive && (
        <div className="form-check form-switch mb-2">
          <input
            id={`${idPrefix}-active`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={draft.active}
            onChange={(event) => set({ active: event.target.checked })}
            aria-describedby={`${idPrefix}-active-help`}
          />
          <label className="form-check-label" htmlFor={`${idPrefix}-active`}>
            {t('webService.webhooks.active')}
          </label>
          <div id={`${idPrefix}-active-help`} className="form-text">
            {t('webService.webhooks.activeHelp')}
          </div>
        </div>
      )}
    </>
  );
}
