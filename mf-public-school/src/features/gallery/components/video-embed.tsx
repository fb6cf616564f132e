import { ClickToLoad } from '@school/shared/kit';
import { useText } from '../../../i18n';

/** SPEC.md §9: a video id is 11 characters; anything else is not embedded. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The privacy-enhanced player address; autoplay, since the visitor already pressed play once. */
export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?rel=0&autoplay=1`;

/**
 * A YouTube player behind a click-to-load stand-in: the page loads nothing from
 * YouTube until the visitor presses play, so it is light on slow phones and
 * complete without the internet.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const { t } = useText();
  if (!VIDEO_ID.test(id)) return null;
  return (
    <div className="video-frame" data-video-id={id}>
      <ClickToLoad label={title} action={t('gallery.play')} actionName={t('gallery.playTitle', { title })} icon="play" tone="dark">
        <iframe
          src={videoEmbedUrl(id)}
          title={title}
          width={560}
          height={315}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ClickToLoad>
    </div>
  );
}
