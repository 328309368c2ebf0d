// The top menu bar of the horizontal layout: one dropdown per section, groups drawn as sub-headings inside it.
import { ChevronDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ICONS } from '../../menu/icons';
import { useMenu } from '../../menu/menu-context';
import type { MenuNode, MenuSection } from '@bluemanager/protocol';
import { isMenuDark } from '../layout-rules';
import { useLayout } from '../layout-context';
import { containsPath } from '../sidebar/menu-paths';
import { flipsLeft } from './submenu-flip';
import { MenuLink } from '../sidebar/MenuLink';

function DropdownNodes({ nodes, onNavigate }: { nodes: readonly MenuNode[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return nodes.map((node) => {
    if (node.type === 'item') {
      return (
        <li key={node.id}>
          <MenuLink item={node} onNavigate={onNavigate} />
        </li>
      );
    }
    const Icon = node.icon ? ICONS[node.icon] : undefined;
    return (
      <li key={node.id} className="dropdown-submenu" data-menu-id={node.id}>
        <span className="dropdown-header d-flex align-items-center gap-2">
          {Icon && <Icon size={16} aria-hidden />}
          {t(node.title)}
        </span>
        <ul className="list-unstyled ps-3">
          <DropdownNodes nodes={node.children} onNavigate={onNavigate} />
        </ul>
      </li>
    );
  });
}

function SectionDropdown({
  section,
  open,
  setOpen,
}: {
  section: MenuSection;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const active = section.children.some((node) => containsPath(node, pathname));
  const [flipped, setFlipped] = useState(false);
  // Spec §9: a sub-menu that would come within 16 px of the window's right edge opens to the left instead.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!open || !panel || !button) return;
    setFlipped(flipsLeft(button.getBoundingClientRect().left, panel.offsetWidth, window.innerWidth));
  }, [open]);
  const focusLink = (step: 1 | -1) => {
    const links = [...(panelRef.current?.querySelectorAll<HTMLElement>('a.nav-link') ?? [])];
    const index = links.findIndex((link) => link === document.activeElement);
    links[(index + step + links.length) % links.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      window.requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 1 : -1));
    }
  };
  const label = section.hidden ? t(section.children[0]?.title ?? section.title) : t(section.title);
  return (
    <li
      className={`nav-item dropdown ${open ? 'show' : ''}`}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link d-flex align-items-center gap-1 ${active ? 'active' : ''}`}
        aria-expanded={open}
        data-menu-id={section.id}
        onClick={() => setOpen(!open)}
        onMouseEnter={() => setOpen(true)}
      >
        <span>{label}</span>
        <ChevronDown size={14} aria-hidden />
      </button>
      <ul
        ref={panelRef}
        className={`dropdown-menu ${open ? 'show' : ''} ${flipped ? 'dropdown-menu-flipped' : ''}`}
        hidden={!open}
        data-flipped={flipped}
      >
        <DropdownNodes nodes={section.children} onNavigate={() => setOpen(false)} />
      </ul>
    </li>
  );
}

export function HorizontalMenu() {
  const { t } = useTranslation();
  const { sections } = useMenu();
  const { config } = useLayout();
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const { pathname } = useLocation();
  useEffect(() => setOpenId(undefined), [pathname]);
  return (
    <nav
      className={`horizontal-menu-wrapper ${isMenuDark(config) ? 'menu-dark' : ''}`}
      aria-label={t('nav.mainNavigation')}
      data-testid="horizontal-menu"
    >
      <ul className="nav horizontal-menu">
        {sections.map((section) => (
          <SectionDropdown
            key={section.id}
            section={section}
            open={openId === section.id}
            setOpen={(open) => setOpenId(open ? section.id : undefined)}
          />
        ))}
      </ul>
    </nav>
  );
}
