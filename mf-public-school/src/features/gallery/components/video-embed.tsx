/** SPEC.md §9: a video id is 11 characters; anything else is not embedded. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A privacy-enhanced YouTube player (youtube-nocookie), lazy so that off-screen
 * players cost nothing. Without the internet the frame simply stays empty.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  if (!VIDEO_ID.test(id)) return null;
  return (
    <div className="video-frame">
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${id}?rel=0`}
        title={title}
        loading="lazy"
        width={560}
        height={315}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
