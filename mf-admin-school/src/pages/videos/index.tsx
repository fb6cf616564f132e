import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AddVideoForm } from '../../features/videos/components/add-video-form';
import { VideoGrid } from '../../features/videos/components/video-grid';

export default function VideosPage() {
  usePageMeta({ title: 'Videos' });
  return (
    <>
      <PageHeading title="Add Video" />
      <Card className="admin-section">
        <AddVideoForm />
      </Card>
      <PageHeading title="Videos" level={2} />
      <VideoGrid />
    </>
  );
}
