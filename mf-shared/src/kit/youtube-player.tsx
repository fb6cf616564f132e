import { youtubeEmbedUrl } from '../contract/rich-text.ts';
import { ClickToLoad } from './click-to-load';

/**
 * A YouTube video behind the click-to-load box (issue 32, and the gallery's videos, SPEC.md §9): its title
 * and a play button; the player (the privacy-enhanced host the CSP's frame-src allows) is mounted only
 * when the visitor presses play, so the page loads nothing from YouTube before that. `id` is a checked
 * video id; `action` and `actionName` are the button's text and accessible name in the page's language.
 */
export function YouTubePlayer({ id, title, action, actionName }: { id: string; title: string; action: string; actionName: string }) {
  return (
    <ClickToLoad label={title} action={action} actionName={actionName} icon="play" tone="dark">
      <iframe
        src={youtubeEmbedUrl(id)}
        title={title}
        width={560}
        height={315}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </ClickToLoad>
  );
}
