// New building (`#/new-setting`): the form, then the next step, installing the building's first locker (act 52012,
// the Machine page's own dialog with the building chosen) and its device secret shown once.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../shared/SectionPage';
import { CreateMachineDialog } from '../machines/CreateMachineDialog';
import { SecretDialog, type IssuedSecret } from '../machines/SecretDialog';
import { NewBuildingForm, type CreatedBuilding } from './NewBuildingForm';

export function NewSettingPage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedBuilding>();
  const [installing, setInstalling] = useState(false);
  const [issued, setIssued] = useState<IssuedSecret>();
  return (
    <SectionPage id="new-setting" title={t('newSetting.title')}>
      {created ? (
        <div className="card" data-testid="new-building-next">
          <div className="card-body">
            <h2 className="h5">{t('newSetting.nextTitle', { name: created.bname })}</h2>
            <p>{t('newSetting.nextBody')}</p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary" onClick={() => setInstalling(true)}>
                {t('newSetting.addLocker')}
              </button>
              <Link className="btn btn-outline-primary" to={`/settings/${created.buid}`}>
                {t('newSetting.openSettings')}
              </Link>
              <button type="button" className="btn btn-link" onClick={() => setCreated(undefined)}>
                {t('newSetting.another')}
              </button>
            </div>
          </div>
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{t('newSetting.intro')}</p>
          <NewBuildingForm onCreated={setCreated} />
        </>
      )}
      {installing && created && (
        <CreateMachineDialog
          buid={created.buid}
          onClose={() => setInstalling(false)}
          onCreated={(secret) => {
            setInstalling(false);
            setIssued(secret);
          }}
        />
      )}
      {issued && <SecretDialog issued={issued} onClose={() => setIssued(undefined)} />}
    </SectionPage>
  );
}
