// Spec §6: the locker families the user may switch between; the choice is remembered as currentMenu.
import { useTranslation } from 'react-i18next';
import { MENU_LABEL } from '../../menu/families';
import { useMenu } from '../../menu/menu-context';
import { MENU_KEYS } from '@bluemanager/protocol';

export function FamilySwitcher() {
  const { t } = useTranslation();
  const { menuKey, available, switchMenu } = useMenu();
  if (available.length < 2) return null;
  return (
    <div className="family-switcher px-3 pb-2">
      <label htmlFor="family-switcher" className="form-label small text-body-secondary mb-1">
        {t('family.label')}
      </label>
      <select
        id="family-switcher"
        className="form-select form-select-sm"
        value={menuKey}
        onChange={(event) => {
          const key = MENU_KEYS.find((candidate) => candidate === event.target.value);
          if (key) switchMenu(key);
        }}
      >
        {available.map((key) => (
          <option key={key} value={key}>
            {t(MENU_LABEL[key])}
          </option>
        ))}
      </select>
    </div>
  );
}
