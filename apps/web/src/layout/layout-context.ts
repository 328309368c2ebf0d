import { createContext, useContext } from 'react';
import type { LayoutConfig, LayoutType } from './theme-config';

export interface LayoutValue {
  config: LayoutConfig;
  update(change: (config: LayoutConfig) => LayoutConfig): void;
  setLayoutType(type: LayoutType): void;
  toggleDarkSkin(): void;
  hideOnEsc: boolean;
  /** The overlay drawer (below 1200 px). */
  sidebarOpen: boolean;
  setSidebarOpen(open: boolean): void;
}

export const LayoutContext = createContext<LayoutValue | undefined>(undefined);

export function useLayout(): LayoutValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout needs a LayoutProvider');
  return value;
}
