// Spec §9: the horizontal menu's sub-menus flip left at 16 px overflow margin. A sub-menu opens under its button,
// aligned on the button's left edge; when its right edge would come closer than 16 px to the window's right edge,
// it is aligned on the button's right edge instead and opens leftwards.
export const SUBMENU_FLIP_MARGIN_PX = 16;

export function flipsLeft(buttonLeft: number, menuWidth: number, viewportWidth: number): boolean {
  return buttonLeft + menuWidth > viewportWidth - SUBMENU_FLIP_MARGIN_PX;
}
