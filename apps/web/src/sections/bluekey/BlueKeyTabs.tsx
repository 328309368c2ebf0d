// The two lists of BlueKey, side by side as tabs: the carriers (the menu's entry) and the courier keys.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export function BlueKeyTabs() {
  const { t } = useTranslation();
  // The theme's link colour is too faint for an inactive tab (as on the Email page): the body's emphasis instead.
  const tab = ({ isActive }: { isActive: boolean }) =>
    `nav-link ${isActive ? 'active' : 'link-body-emphasis'}`;
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
