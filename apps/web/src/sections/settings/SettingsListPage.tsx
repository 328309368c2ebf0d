// Locker Settings (`settings`): the buildings the user manages, by name, searchable, with what needs them.
import { settingsBuildingsAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatAddress } from '../../format/address';
import { formatCount } from '../../format/numbers';
import { currentLanguage } from '../../i18n/i18n';
import { useDebounced } from './use-debounced';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { SectionPage } from '../../shared/SectionPage';

function BuildingList() {
  const { t } = useTranslation();
  const act = useAct();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const buildings = useQuery({
    queryKey: ['settings', 'buildings', q],
    queryFn: () => act(settingsBuildingsAct, { q }),
    placeholderData: keepPreviousData,
  });
  // The server already sorts by name; sorting here keeps the rule visible and locale-aware.
  const rows = [...(buildings.data ?? [])].sort((a, b) => a.bname.localeCompare(b.bname, currentLanguage()));
  const count = (value: number) => formatCount(value, currentLanguage());
  return (
    <>
      <div className="card mb-3">
        <div className="card-body">
          <label className="form-label" htmlFor="settings-search">
            {t('lockerSettings.search')}
          </label>
          <input
            id="settings-search"
            type="search"
            className="form-control"
            maxLength={64}
            placeholder={t('lockerSettings.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {buildings.isError && (
        <div className="alert alert-danger" role="alert">
          {buildings.error.message}
        </div>
      )}
      {buildings.isSuccess && rows.length === 0 && (
        <p className="text-body-secondary" role="status">
          {t('lockerSettings.noBuildings')}
        </p>
      )}
      {rows.length > 0 && (
        <div className="card">
          <ScrollRegion label={t('lockerSettings.listCaption')}>
            <table className="table table-hover align-middle mb-0" data-testid="settings-buildings">
              <caption className="visually-hidden">{t('lockerSettings.listCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lockerSettings.building')}</th>
                  <th scope="col">{t('lockerSettings.address')}</th>
                  <th scope="col">{t('lockerSettings.partner')}</th>
                  <th scope="col" className="text-end">
                    {t('lockerSettings.lockers')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('lockerSettings.offline')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('lockerSettings.pendingRequests')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((building) => (
                  <tr key={building.buid} data-testid="settings-building" data-buid={building.buid}>
                    <th scope="row">
                      <Link to={`/settings/${building.buid}`}>{building.bname}</Link>
                    </th>
                    <td>{formatAddress(building.baddr)}</td>
                    <td>{building.partner}</td>
                    <td className="text-end">{count(building.lockers)}</td>
                    <td className="text-end">
                      {building.offline > 0 ? (
                        <span className="badge text-bg-danger">{count(building.offline)}</span>
                      ) : (
                        count(0)
                      )}
                    </td>
                    <td className="text-end">
                      {building.pending_join_requests > 0 ? (
                        <Link
                          to={`/settings/${building.buid}?panel=requests`}
                          className="badge text-bg-warning text-decoration-none"
                          aria-label={t('lockerSettings.openRequests', {
                            count: building.pending_join_requests,
                            building: building.bname,
                          })}
                        >
                          {count(building.pending_join_requests)}
                        </Link>
                      ) : (
                        count(0)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </>
  );
}

export function SettingsListPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="settings" title={t('menu.lockerSettings')}>
      <BuildingList />
    </SectionPage>
  );
}
