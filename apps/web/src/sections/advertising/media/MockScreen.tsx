// A locker screen drawn to scale: its bezel, the header band of a "header plus screen" layout, and the ad area
// showing the item (picture or film) as the locker would, so a file can be judged on the screen it will play on.
import type { AdMedia } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { mediaSrc } from './upload-media';

interface Props {
  width: number;
  height: number;
  /** The header band's height in screen pixels; 0 for a full screen. */
  headerHeight?: number;
  media?: AdMedia | null;
  /** Read to screen readers: what the drawing shows. */
  label: string;
  /** The drawing's largest height and width on the page, in CSS pixels. */
  maxHeight?: number;
  maxWidth?: number;
}

export function MockScreen({
  width,
  height,
  headerHeight = 0,
  media,
  label,
  maxHeight = 300,
  maxWidth = 260,
}: Props) {
  const { t } = useTranslation();
  const scale = Math.min(maxHeight / height, maxWidth / width);
  const headerShare = headerHeight / height;
  return (
    <figure className="mb-0" data-testid="mock-screen">
      <div
        role="img"
        aria-label={label}
        className="bg-dark rounded-3 p-2 mx-auto shadow-sm"
        style={{ width: Math.round(width * scale) + 16 }}
      >
        <div
          className="position-relative overflow-hidden bg-black"
          style={{ width: Math.round(width * scale), height: Math.round(height * scale) }}
        >
          {headerHeight > 0 && (
            <div
              className="d-flex align-items-center justify-content-center bg-primary text-white small"
              style={{ height: `${headerShare * 100}%` }}
              aria-hidden="true"
            >
              {t('adMedia.header')}
            </div>
          )}
          <div
            className="position-absolute start-0 end-0 bottom-0 d-flex align-items-center justify-content-center text-white-50 small"
            style={{ top: `${headerShare * 100}%` }}
          >
            {media?.kind === 'image' && (
              <img
                src={mediaSrc(media.sha256)}
                alt=""
                className="w-100 h-100"
                style={{ objectFit: 'cover' }}
              />
            )}
            {media?.kind === 'video' && (
              <video
                src={mediaSrc(media.sha256)}
                className="w-100 h-100"
                style={{ objectFit: 'cover' }}
                muted
                loop
                autoPlay
                playsInline
              />
            )}
            {!media && <span aria-hidden="true">{t('adMedia.adArea')}</span>}
          </div>
        </div>
      </div>
    </figure>
  );
}
