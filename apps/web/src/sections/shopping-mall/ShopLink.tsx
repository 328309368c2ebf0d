// The way into the Shop from the Orders page header (the shop is in no menu of the spec), for who may open it. Its
// word is the Orders section's own name of the shop kind, so the Orders page needs no text of the shop's.
import { canCall, shopItemsAct } from '@bluemanager/protocol';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../session/session-context';

export function ShopLink() {
  const { t } = useTranslation();
  const user = useUser();
  if (!canCall(shopItemsAct, user)) return null;
  return (
    <Link
      to="/shopping-mall"
      className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1 mb-3"
      data-testid="orders-shop-link"
    >
      <ShoppingBag size={16} aria-hidden="true" />
      {t('orders.kinds.shop')}
    </Link>
  );
}
