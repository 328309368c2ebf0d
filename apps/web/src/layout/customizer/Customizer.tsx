// The theme customizer panel (spec §2): a settings gear on medium screens and up, shown when configuration turns
// the customizer on. Each control writes the layout configuration, which the frame and local storage follow.
import { Settings, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout-context';
import {
  ANIMATIONS,
  BAR_BACKGROUNDS,
  FOOTER_TYPES,
  NAVBAR_TYPES,
  SKINS,
  type LayoutConfig,
} from '../theme-config';

function RadioRow<T extends string>({
  name,
  legend,
  values,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-2">{legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {values.map((option) => (
          <div className="form-check" key={option}>
            <input
              className="form-check-input"
              type="radio"
              name={name}
              id={`${name}-${option}`}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label className="form-check-label" htmlFor={`${name}-${option}`}>
              {label(option)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Switch({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="form-check form-switch mb-2">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

function Block({ children }: { children: ReactNode }) {
  return <div className="customizer-block border-bottom pb-2 mb-3">{children}</div>;
}

export function Customizer() {
  const { t } = useTranslation();
  const { config, update, setLayoutType } = useLayout();
  const [open, setOpen] = useState(false);
  const vertical = config.type === 'vertical';
  const set = (change: (current: LayoutConfig) => LayoutConfig) => update(change);
  const skins = vertical ? SKINS : SKINS.filter((skin) => skin !== 'semi-dark');
  const navbarTypes = vertical ? NAVBAR_TYPES : NAVBAR_TYPES.filter((type) => type !== 'd-none');

  return (
    <>
      <button
        type="button"
        className="btn btn-primary customizer-toggle"
        aria-label={t('customizer.open')}
        aria-expanded={open}
        aria-controls="theme-customizer"
        data-testid="customizer-toggle"
        onClick={() => setOpen(!open)}
      >
        <Settings size={18} aria-hidden className="spin-slow" />
      </button>
      <aside
        id="theme-customizer"
        className={`customizer ${open ? 'open' : ''}`}
        aria-label={t('customizer.title')}
        hidden={!open}
        data-testid="customizer"
      >
        <div className="customizer-header d-flex align-items-start px-4 pt-4 pb-2">
          <div className="flex-grow-1">
            <h2 className="h5 mb-0">{t('customizer.title')}</h2>
            <p className="small text-body-secondary mb-0">{t('customizer.subtitle')}</p>
          </div>
          <button
            type="button"
            className="btn btn-link p-1"
            aria-label={t('customizer.close')}
            onClick={() => setOpen(false)}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className="customizer-content px-4 pb-4">
          <Block>
            <RadioRow
              name="skin"
              legend={t('customizer.skinning')}
              values={skins}
              value={config.skin}
              label={(skin) => t(`customizer.skins.${skin}`)}
              onChange={(skin) => set((current) => ({ ...current, skin }))}
            />
            <RadioRow
              name="animation"
              legend={t('customizer.routeTransition')}
              values={ANIMATIONS}
              value={config.animation}
              label={(animation) => t(`customizer.animations.${animation}`)}
              onChange={(animation) => set((current) => ({ ...current, animation }))}
            />
          </Block>
          <Block>
            <RadioRow
              name="layout-type"
              legend={t('customizer.menuLayout')}
              values={['vertical', 'horizontal'] as const}
              value={config.type}
              label={(type) => t(`customizer.${type}`)}
              onChange={setLayoutType}
            />
            {vertical && (
              <Switch
                id="menu-collapsed"
                label={t('customizer.menuCollapsed')}
                checked={config.menu.collapsed}
                onChange={(collapsed) =>
                  set((current) => ({ ...current, menu: { ...current.menu, collapsed } }))
                }
              />
            )}
            <Switch
              id="menu-hidden"
              label={t('customizer.menuHidden')}
              checked={config.menu.hidden}
              onChange={(hidden) => set((current) => ({ ...current, menu: { ...current.menu, hidden } }))}
            />
          </Block>
          <Block>
            {vertical && (
              <fieldset className="mb-3">
                <legend className="fs-6 fw-semibold mb-2">{t('customizer.navbarColor')}</legend>
                <div className="d-flex flex-wrap gap-2">
                  {BAR_BACKGROUNDS.map((background) => (
                    <button
                      type="button"
                      key={background || 'none'}
                      className={`color-swatch ${background || 'bg-body border'} ${config.navbar.background === background ? 'selected' : ''}`}
                      aria-label={t(`customizer.colors.${background || 'none'}`)}
                      aria-pressed={config.navbar.background === background}
                      onClick={() =>
                        set((current) => ({ ...current, navbar: { ...current.navbar, background } }))
                      }
                    />
                  ))}
                </div>
              </fieldset>
            )}
            <RadioRow
              name="navbar-type"
              legend={vertical ? t('customizer.navbarType') : t('customizer.menuType')}
              values={navbarTypes}
              value={config.navbar.type}
              label={(type) => t(`customizer.navbarTypes.${type}`)}
              onChange={(type) => set((current) => ({ ...current, navbar: { ...current.navbar, type } }))}
            />
            <RadioRow
              name="footer-type"
              legend={t('customizer.footerType')}
              values={FOOTER_TYPES}
              value={config.footer.type}
              label={(type) => t(`customizer.footerTypes.${type}`)}
              onChange={(type) => set((current) => ({ ...current, footer: { ...current.footer, type } }))}
            />
          </Block>
        </div>
      </aside>
    </>
  );
}
