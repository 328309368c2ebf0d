// The pictures a resident put on a post: thumbnails the server re-encoded, each a link to its full-size copy in a
// new tab (the URLs are the server's own, never anything the resident typed).
import type { PostImage } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

const THUMB_SIZE = 120;

export function PostPictures({ images }: { images: readonly PostImage[] }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <>
      <h3 className="h6 mt-3">{t('community.detail.pictures', { count: images.length })}</h3>
      <ul className="list-unstyled d-flex flex-wrap gap-2" data-testid="post-pictures">
        {images.map((image, index) => (
          <li key={image.url}>
            <a href={image.url} target="_blank" rel="noopener noreferrer">
              <img
                src={image.thumb}
                alt={t('community.detail.picture', { number: index + 1, count: images.length })}
                width={THUMB_SIZE}
                height={Math.round((THUMB_SIZE * image.height) / Math.max(1, image.width))}
                className="rounded border object-fit-cover"
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
