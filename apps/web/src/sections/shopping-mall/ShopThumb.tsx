// An item's cover picture, small, for lists and the order dialog; a plain box says when there is none.
import { useTranslation } from 'react-i18next';
import { shopImageSrc } from './shop-image';

export function ShopThumb({
  images,
  name,
  size = 48,
}: {
  images: readonly string[];
  name: string;
  size?: number;
}) {
  const { t } = useTranslation();
  const cover = images[0];
  const style = { width: size, height: size, objectFit: 'cover' as const };
  if (!cover)
    return (
      <span
        className="d-inline-flex align-items-center justify-content-center rounded border bg-body-tertiary small text-body-secondary text-center"
        style={style}
      >
        {t('shop.noPicture')}
      </span>
    );
  return (
    <img
      src={shopImageSrc(cover, true)}
      alt={t('shop.pictureOf', { name })}
      className="rounded border"
      style={style}
      loading="lazy"
    />
  );
}
