// Holds the layout configuration: read from local storage (when enabled), applied to <html>, saved on change.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_PORTAL_CONFIG, loadPortalConfig } from '../app/portal-config';
import { STORAGE_KEYS } from '../session/storage-keys';
import { LayoutContext, type LayoutValue } from './layout-context';
import { changeLayoutType, toggleDarkSkin as nextSkin } from './layout-rules';
import { applySkin, readStoredLayout } from './skin-attributes';
import { SKINS, type LayoutConfig, type LayoutType, type Skin } from './theme-config';

function storedPreviousSkin(): Skin | null {
  const value = localStorage.getItem(STORAGE_KEYS.prevSkin);
  return SKINS.find((skin) => skin === value) ?? null;
}

export function LayoutProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<LayoutConfig>(() => readStoredLayout(false));
  const [portal, setPortal] = useState(DEFAULT_PORTAL_CONFIG);
  const [sidebarOpen, setSidebarOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadPortalConfig().then((loaded) => {
      if (cancelled) return;
      setPortal(loaded);
      setConfig((current) => ({ ...current, customizer: loaded.customizer }));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    applySkin(config);
    if (config.enableLocalStorage) localStorage.setItem(STORAGE_KEYS.layout, JSON.stringify(config));
  }, [config]);

  const update = useCallback((change: (config: LayoutConfig) => LayoutConfig) => setConfig(change), []);
  const setLayoutType = useCallback(
    (type: LayoutType) => setConfig((current) => changeLayoutType(current, type)),
    [],
  );
  const toggleDarkSkin = useCallback(() => {
    setConfig((current) => {
      const next = nextSkin(current.skin, storedPreviousSkin());
      if (next.previous) localStorage.setItem(STORAGE_KEYS.prevSkin, next.previous);
      return { ...current, skin: next.skin };
    });
  }, []);

  const value = useMemo<LayoutValue>(
    () => ({
      config,
      update,
      setLayoutType,
      toggleDarkSkin,
      hideOnEsc: portal.hideOnEsc,
      sidebarOpen,
      setSidebarOpen,
    }),
    [config, update, setLayoutType, toggleDarkSkin, portal.hideOnEsc, sidebarOpen],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}
