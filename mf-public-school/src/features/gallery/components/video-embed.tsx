import { YouTubePlayer } from '@school/shared/kit';
import { YOUTUBE_BLOCK_ID } from '@school/shared/contract';
import { usePageText } from '../../../i18n/pages';

/**
 * A YouTube player behind a click-to-load stand-in: the page loads nothing from
 * YouTube until the visitor presses play, so it is light on slow phones and
 * complete without the internet.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const { t } = usePageText();
  // SPEC.md §9: a video id is 11 characters; anything else is not embedded
  if (!YOUTUBE_BLOCK_ID.test(id)) return null;
  return (
    <div className="video-frame" data-video-id={id}>
      <YouTubePlayer id={id} title={title} action={t('gallery.play')} actionName={t('gallery.playTitle', { title })} />
    </div>
  );
}
