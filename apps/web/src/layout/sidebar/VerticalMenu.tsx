// The side menu: section headings, links and collapsible groups drawn from the visible menu data.
import { ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ICONS } from '../../menu/icons';
import { useMenu } from '../../menu/menu-context';
import type { MenuGroup, MenuNode } from '@bluemanager/protocol';
import { containsPath, groupsOnPath, toggleGroup } from './menu-paths';
import { MenuLink } from './MenuLink';

interface GroupState {
  open: ReadonlySet<string>;
  toggle(group: MenuGroup, ancestors: readonly string[]): void;
}

function Nodes({
  nodes,
  groups,
  ancestors,
  onNavigate,
}: {
  nodes: readonly MenuNode[];
  groups: GroupState;
  ancestors: readonly string[];
  onNavigate: () => void;
}) {
  return nodes.map((node) =>
    node.type === 'item' ? (
      <li key={node.id} className="nav-item">
        <MenuLink item={node} onNavigate={onNavigate} />
      </li>
    ) : (
      <Group key={node.id} group={node} groups={groups} ancestors={ancestors} onNavigate={onNavigate} />
    ),
  );
}

function Group({
  group,
  groups,
  ancestors,
  onNavigate,
}: {
  group: MenuGroup;
  groups: GroupState;
  ancestors: readonly string[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = groups.open.has(group.id);
  const Icon = group.icon ? ICONS[group.icon] : undefined;
  const listId = `menu-group-${group.id}`;
  return (
    <li
      className={`nav-item has-sub ${open ? 'open' : ''} ${containsPath(group, pathname) ? 'sidebar-group-active' : ''}`}
    >
      <button
        type="button"
        className="nav-link d-flex align-items-center w-100"
        aria-expanded={open}
        aria-controls={listId}
        data-menu-id={group.id}
        onClick={() => groups.toggle(group, ancestors)}
      >
        {Icon && <Icon size={20} aria-hidden className="menu-icon" />}
        <span className="menu-title text-truncate">{t(group.title)}</span>
        <ChevronRight size={16} aria-hidden className="menu-arrow ms-auto" />
      </button>
      <ul id={listId} className="menu-content" hidden={!open}>
        <Nodes
          nodes={group.children}
          groups={groups}
          ancestors={[...ancestors, group.id]}
          onNavigate={onNavigate}
        />
      </ul>
    </li>
  );
}

export function VerticalMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { sections } = useMenu();
  const { pathname } = useLocation();
  const allNodes = useMemo(() => sections.flatMap((section) => section.children), [sections]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(groupsOnPath(allNodes, pathname)));

  // Navigating elsewhere closes the groups the new URL is not in and opens the ones it is in.
  useEffect(() => {
    setOpen(new Set(groupsOnPath(allNodes, pathname)));
  }, [allNodes, pathname]);

  const groups: GroupState = {
    open,
    toggle: (group, ancestors) =>
      setOpen((current) => toggleGroup(current, group.id, groupsOnPath(allNodes, pathname), ancestors)),
  };

  return (
    <ul className="navigation navigation-main" data-testid="vertical-menu">
      {sections.map((section) => [
        section.hidden ? null : (
          <li key={`${section.id}-heading`} className="navigation-header" data-menu-id={section.id}>
            <span>{t(section.title)}</span>
          </li>
        ),
        <Nodes
          key={section.id}
          nodes={section.children}
          groups={groups}
          ancestors={[]}
          onNavigate={onNavigate}
        />,
      ])}
    </ul>
  );
}
