// A building's unit join requests (act 50074 with mid = buid): pending ones to approve or reject, decided ones
// to look back at. A decision refreshes the list, the building's pending count and the bell.
import { unitJoinRequestsAct, displayPhone } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { JoinDecisionButtons } from './JoinDecisionButtons';
import { ScrollRegion } from '../../shared/ScrollRegion';

const STATUSES = [0, 1, 2] as const;

export function JoinRequestsPanel({ buid }: { buid: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const [sts, setSts] = useState<(typeof STATUSES)[number]>(0);
  const requests = useQuery({
    queryKey: ['settings', 'join-requests', buid, sts],
    queryFn: () => act(unitJoinRequestsAct, { mid: buid, sts, c: 200 }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="card">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
          <h2 className="h5 mb-0">{t('lockerSettings.requests')}</h2>
          <div>
            <label className="form-label small mb-1" htmlFor="join-status">
              {t('lockerSettings.requestStatus')}
            </label>
            <select
              id="join-status"
              className="form-select form-select-sm"
              value={sts}
              onChange={(event) =>
                setSts(STATUSES.find((value) => String(value) === event.target.value) ?? 0)
              }
            >
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`lockerSettings.status.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {requests.isError && (
          <div className="alert alert-danger" role="alert">
            {requests.error.message}
          </div>
        )}
        {requests.data?.length === 0 && (
          <p className="text-body-secondary mb-0" role="status">
            {t('lockerSettings.noRequests')}
          </p>
        )}
        {requests.data && requests.data.length > 0 && (
          <ScrollRegion label={t('lockerSettings.requests')}>
            <table className="table align-middle mb-0" data-testid="join-requests">
              <caption className="visually-hidden">{t('lockerSettings.requests')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lockerSettings.resident')}</th>
                  <th scope="col">{t('lockerSettings.unit')}</th>
                  <th scope="col">{t('lockerSettings.contact.phone')}</th>
                  <th scope="col">{t('lockerSettings.contact.email')}</th>
                  <th scope="col">{t('lockerSettings.requestedAt')}</th>
                  {sts === 0 && <th scope="col">{t('lockerSettings.decision')}</th>}
                </tr>
              </thead>
              <tbody>
                {requests.data.map((request) => (
                  <tr key={request.id} data-testid="join-request" data-id={request.id}>
                    <th scope="row">{request.name}</th>
                    <td>{request.unit}</td>
                    <td>{displayPhone(request.phone)}</td>
                    <td>{request.email}</td>
                    <td>{formatZonedDateTime(request.create_time)}</td>
                    {sts === 0 && (
                      <td>
                        <JoinDecisionButtons request={request} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </div>
  );
}
