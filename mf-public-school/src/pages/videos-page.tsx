import { PageBanner } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta, useSiteFacts } from '@school/shared/kit';
import { useVideos } from '../features/gallery/api/get-videos';
import { VideoEmbed } from '../features/gallery/components/video-embed';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/gallery.css';
import { useText } from '../i18n';
import { usePageText } from '../i18n/pages';

export default function VideosPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/gallery/videos']);
  const { t: siteT } = useText();
  const { t } = usePageText();
  const videos = useVideos();
  const { shortName } = useSiteFacts();
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: siteT('menu.Gallery') }]} />
      <div className="pub-container pub-section">
        <QueryView query={videos} loading={<LoadingView rows={4} count={2} />} empty={t('gallery.videosEmpty')}>
          {(items) => (
            <ul className="video-grid" data-testid="video-list">
              {items.map((v, i) => (
                <li key={v._id}>
                  <VideoEmbed id={v.src} title={t('gallery.video', { name: shortName, n: i + 1, total: items.length })} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </>
  );
}
