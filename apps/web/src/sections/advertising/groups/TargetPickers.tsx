// The group dialog's targets besides whole buildings: single lockers, found by name among the lockers of one chosen
// building or of every building in the caller's scope, and the screen layouts (with their sizes) the group is limited
// to. The values live in the form as the act names them (uuids, layout ids); this only shows and toggles them.
import { adScreensAct, machinePageAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { useAct } from '../../../api/use-act';
import { FieldIssue } from '../../../shared/form/FieldIssue';
import { BuildingOptions } from '../../../shared/options/BuildingOptions';
import { lockerLabel } from '../../../shared/options/use-building-options';
import type { GroupDraft } from './group-form';
import { sizeLabel } from './picture-size';

const LONG_LIVED = 10 * 60_000;

interface PickerProps {
  form: UseFormReturn<GroupDraft>;
  issueOf: (field: keyof GroupDraft) => string | undefined;
}

export function LockerPicker({ form, issueOf }: PickerProps) {
  const { t } = useTranslation();
  const act = useAct();
  const [buid, setBuid] = useState('');
  const [find, setFind] = useState('');
  // The same call (and cache) as every page's locker filter: the lockers of the caller's scope.
  const lockers = useQuery({
    queryKey: ['lockers', ''],
    queryFn: () => act(machinePageAct, { buid: '', count: 1000 }),
    staleTime: LONG_LIVED,
  });
  const chosen = form.watch('muuids');
  const needle = find.trim().toLowerCase();
  const shown = (lockers.data?.items ?? [])
    .map((locker) => ({ uuid: locker.uuid, buid: locker.buid, label: lockerLabel(locker, false) }))
    .filter((locker) => buid === '' || String(locker.buid) === buid)
    .filter((locker) => locker.label.toLowerCase().includes(needle));
  const toggle = (uuid: string, on: boolean) => {
    const current = form.getValues('muuids');
    const next = on ? [...current, uuid] : current.filter((entry) => entry !== uuid);
    form.setValue('muuids', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const issue = issueOf('muuids');
  return (
    <fieldset
      className="col-12"
      data-testid="group-lockers"
      aria-describedby={['group-lockers-help', issue ? 'group-muuids-issue' : ''].filter(Boolean).join(' ')}
    >
      <legend className="form-label fs-6 mb-1 d-flex justify-content-between">
        <span>{t('adGroups.dialog.lockers')}</span>
        <span className="text-body-secondary small">
          {t('adGroups.dialog.chosen', { count: chosen.length })}
        </span>
      </legend>
      <div className="row g-2 mb-2">
        <div className="col-12 col-md-5">
          <label className="visually-hidden" htmlFor="group-lockers-building">
            {t('adGroups.dialog.lockersBuilding')}
          </label>
          <select
            id="group-lockers-building"
            className="form-select form-select-sm"
            value={buid}
            onChange={(event) => setBuid(event.target.value)}
          >
            <BuildingOptions placeholder={t('adGroups.dialog.anyBuilding')} />
          </select>
        </div>
        <div className="col-12 col-md-7">
          <label className="visually-hidden" htmlFor="group-lockers-find">
            {t('adGroups.dialog.lockersFind')}
          </label>
          <input
            id="group-lockers-find"
            type="search"
            className="form-control form-control-sm"
            placeholder={t('adGroups.dialog.lockersFind')}
            value={find}
            onChange={(event) => setFind(event.target.value)}
          />
        </div>
      </div>
      <div className="border rounded p-2 overflow-auto row g-1 mx-0" style={{ maxHeight: '10rem' }}>
        {shown.length === 0 && <p className="small mb-0">{t('adGroups.dialog.lockersNone')}</p>}
        {shown.map((locker) => (
          <div className="form-check col-12 col-md-6 d-flex align-items-start" key={locker.uuid}>
            <input
              id={`group-locker-${locker.uuid}`}
              type="checkbox"
              className="form-check-input ms-0 me-2 flex-shrink-0"
              checked={chosen.includes(locker.uuid)}
              onChange={(event) => toggle(locker.uuid, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`group-locker-${locker.uuid}`}>
              {locker.label}
            </label>
          </div>
        ))}
      </div>
      <div id="group-lockers-help" className="form-text">
        {t('adGroups.dialog.lockersHelp')}
      </div>
      <FieldIssue id="group-muuids-issue" message={issue} />
    </fieldset>
  );
}

export function ScreenPicker({ form, issueOf }: PickerProps) {
  const { t } = useTranslation();
  const act = useAct();
  const screens = useQuery({
    queryKey: ['ad-screens', 'layouts', 'all'],
    queryFn: () => act(adScreensAct, {}),
    staleTime: LONG_LIVED,
  });
  const issue = issueOf('screen_ids');
  return (
    <fieldset
      className="col-12"
      data-testid="group-screens"
      aria-describedby={['group-screens-help', issue ? 'group-screen_ids-issue' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend className="form-label fs-6 mb-1">{t('adGroups.dialog.screens')}</legend>
      <div className="border rounded p-2 row g-1 mx-0">
        {(screens.data?.screens ?? []).map((screen) => (
          <div className="form-check col-12 col-md-6 d-flex align-items-start" key={screen.id}>
            <input
              id={`group-screen-${screen.id}`}
              type="checkbox"
              className="form-check-input ms-0 me-2 flex-shrink-0"
              value={String(screen.id)}
              {...form.register('screen_ids')}
            />
            <label className="form-check-label" htmlFor={`group-screen-${screen.id}`}>
              {t('adGroups.targets.screen', {
                name: screen.name,
                size: sizeLabel(`${screen.width}x${screen.height}`),
              })}
            </label>
          </div>
        ))}
      </div>
      <div id="group-screens-help" className="form-text">
        {t('adGroups.dialog.screensHelp')}
      </div>
      <FieldIssue id="group-screen_ids-issue" message={issue} />
    </fieldset>
  );
}
