// One item of the shop (`#/shopping-mall/item/{id}`, `new` for a new one; act 65402): its form with its pictures,
// its stock in each of the user's buildings with Restock and Adjust, and the latest moves of its stock ledger.
import {
  canCall,
  formatMoney,
  shopItemAct,
  shopItemCreateAct,
  shopStockAct,
  type ShopItemDetail,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { AccessRefused } from '../../shared/AccessRefused';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { ShopItemForm } from './ShopItemForm';
import { StockDialog, type StockTarget } from './StockDialog';

function StockTable({ detail, onMove }: { detail: ShopItemDetail; onMove: (target: StockTarget) => void }) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const writable = canCall(shopStockAct, user);
  return (
    <ScrollRegion label={t('shop.item.stock')}>
      <table className="table table-sm align-middle mb-0" data-testid="shop-stock">
        <thead>
          <tr>
            <th scope="col">{t('shop.item.building')}</th>
            <th scope="col" className="text-end">
              {t('shop.item.onHand')}
            </th>
            <th scope="col" className="text-end">
              {t('shop.item.reserved')}
            </th>
            {writable && (
              <th scope="col">
                <span className="visually-hidden">{t('shop.orders.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {detail.stock.map((level) => (
            <tr key={level.buid} data-buid={level.buid}>
              <td>{level.bname}</td>
              <td className="text-end">{formatNumber(level.on_hand, i18n.language)}</td>
              <td className="text-end">{formatNumber(level.reserved, i18n.language)}</td>
              {writable && (
                <td className="text-end text-nowrap">
                  {(['restock', 'adjust'] as const).map((kind) => (
                    <button
                      key={kind}
                      type="button"
                      className="btn btn-secondary btn-sm ms-1"
                      onClick={() => onMove({ item: detail.item, level, kind })}
                      aria-label={`${t(`shop.item.${kind}`)}: ${level.bname}`}
                      data-testid={`stock-${kind}`}
                    >
                      {t(`shop.item.${kind}`)}
                    </button>
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Moves({ detail }: { detail: ShopItemDetail }) {
  const { t, i18n } = useTranslation();
  if (detail.moves.length === 0) return <p className="mb-0 text-body-secondary">{t('shop.item.noMoves')}</p>;
  const heads = ['when', 'building', 'kind', 'change', 'after', 'reason', 'by'] as const;
  return (
    <ScrollRegion label={t('shop.item.moves')}>
      <table className="table table-sm align-middle mb-0">
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {t(`shop.item.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {detail.moves.map((move) => (
            <tr key={move.id} data-testid="stock-move" data-kind={move.kind}>
              <td className="text-nowrap">
                {formatZonedDateTime(move.created_at, undefined, i18n.language)}
              </td>
              <td>{move.bname}</td>
              <td>{t(`shop.moveKinds.${move.kind}`)}</td>
              <td className={`text-end ${move.delta < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}`}>
                {move.delta > 0 ? '+' : '−'}
                {formatNumber(Math.abs(move.delta), i18n.language)}
              </td>
              <td className="text-end">{formatNumber(move.on_hand, i18n.language)}</td>
              <td className="text-break">{move.order ?? move.reason}</td>
              <td>{move.username || t('shop.item.byPortal')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function ShopItemPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const user = useUser();
  const [move, setMove] = useState<StockTarget>();
  const isNew = id === 'new';
  const valid = isNew || /^\d+$/.test(id);
  const detail = useQuery({
    queryKey: ['shop', 'item', id],
    queryFn: () => act(shopItemAct, { id: Number(id) }),
    enabled: valid && !isNew,
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
  });
  const editable = canCall(shopItemCreateAct, user);
  const item = detail.data?.item;
  const notFound =
    !valid ||
    (detail.error instanceof ActError && ['NOT_FOUND', 'INVALID_PARAMS'].includes(detail.error.code));
  const title = isNew ? t('shop.item.newTitle') : (item?.name ?? t('shop.title'));
  return (
    <SectionPage id="shopping-mall" title={title}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/shopping-mall"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('shop.item.back')}
        </Link>
        {item && <span className="fs-5 fw-semibold">{formatMoney(item.price, i18n.language)}</span>}
      </div>
      {notFound && <AccessRefused message={t('shop.item.notFound')} />}
      {detail.isError && !notFound && (
        <div className="alert alert-danger" role="alert">
          {detail.error.message}
        </div>
      )}
      {!isNew && detail.isPending && valid && <p role="status">{t('app.loading')}</p>}
      {(isNew ? editable : item) && (
        <div className="row g-3" data-testid="shop-item-page">
          <div className="col-12 col-xl-6">
            <TitledCard title={t('shop.item.details')}>
              <ShopItemForm key={item?.updated_at ?? 'new'} item={item} editable={editable} />
            </TitledCard>
          </div>
          {detail.data && (
            <div className="col-12 col-xl-6 d-flex flex-column gap-3">
              <TitledCard title={t('shop.item.stock')} testId="shop-stock-card">
                <StockTable detail={detail.data} onMove={setMove} />
              </TitledCard>
              <TitledCard title={t('shop.item.moves')}>
                <Moves detail={detail.data} />
              </TitledCard>
            </div>
          )}
        </div>
      )}
      <StockDialog target={move} onClose={() => setMove(undefined)} />
    </SectionPage>
  );
}
