import { PageBanner } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { useVideos } from '../features/gallery/api/get-videos';
import { VideoEmbed } from '../features/gallery/components/video-embed';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/gallery.css';

export default function VideosPage() {
  usePageMeta(SCHOOL_PAGES['/gallery/videos']);
  const videos = useVideos();
  return (
    <>
      <PageBanner title="Videos" crumbs={[{ label: 'Gallery' }]} />
      <div className="pub-container pub-section">
        <QueryView query={videos} loading={<LoadingView rows={4} count={2} />} empty="Sorry we couldn't find any videos.">
          {(items) => (
            <ul className="video-grid" data-testid="video-list">
              {items.map((v, i) => (
                <li key={v._id}>
                  <VideoEmbed id={v.src} title={`Hope Academy video ${i + 1} of ${items.length}`} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </>
  );
}
