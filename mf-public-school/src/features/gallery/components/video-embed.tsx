import { ClickToLoad } from '@school/shared/kit';
import { YOUTUBE_BLOCK_ID, youtubeEmbedUrl } from '@school/shared/contract';
import { useText } from '../../../i18n';

/**
 * A YouTube player behind a click-to-load stand-in: the page loads nothing from
 * YouTube until the visitor presses play, so it is light on slow phones and
 * complete without the internet.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const { t } = useText();
  // SPEC.md §9: a video id is 11 characters; anything else is not embedded
  if (!YOUTUBE_BLOCK_ID.test(id)) return null;
  return (
    <div className="video-frame" data-video-id={id}>
      <ClickToLoad label={title} action={t('gallery.play')} actionName={t('gallery.playTitle', { title })} icon="play" tone="dark">
        <iframe
          src={youtubeEmbedUrl(id)}
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
