// A row's actions as a menu button (keyboard: Enter opens it, arrows move, Escape closes — react-bootstrap's
// Dropdown). The menu renders into document.body: inside the page it would sit in the animated, transformed
// content wrapper, where a `position: fixed` menu is placed against the wrapper rather than the screen and opens
// off screen.
import { MoreVertical } from 'lucide-react';
import { createPortal } from 'react-dom';
import Dropdown from 'react-bootstrap/Dropdown';

export interface RowMenuItem {
  id: string;
  /** Already translated. */
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <Dropdown align="end">
      {/* An icon with the body's colour: Bootstrap's outline buttons fall under 4.5:1 in the dark skin. */}
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="text-body"
        aria-label={label}
        data-testid="row-actions"
      >
        <MoreVertical size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      {createPortal(
        <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount={false} data-testid="row-menu">
          {items.map((item) => (
            <Dropdown.Item
              as="button"
              key={item.id}
              className={item.danger ? 'text-danger' : undefined}
              onClick={item.onSelect}
              data-action={item.id}
            >
              {item.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>,
        document.body,
      )}
    </Dropdown>
  );
}
