// The two lists of BlueKey, side by side as tabs: the carriers (the menu's entry) and the courier keys.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export function BlueKeyTabs() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;
  return (
    <nav aria-label={t('bluekey.tabs.label')} className="mb-3">
      <ul className="nav nav-tabs">
        <li className="nav-item">
          <NavLink to="/bluekey" end className={tab} data-testid="tab-carriers">
            {t('bluekey.tabs.carriers')}
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink to="/bluekey/keys" end className={tab} data-testid="tab-keys">
            {t('bluekey.tabs.keys')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
