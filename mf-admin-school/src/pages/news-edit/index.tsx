import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { QueryView, usePageMeta } from '@school/shared/kit';
import { PageHeading, RevisionTools } from '@school/shared/admin';
import { useNews } from '../../features/news/api/get-news';
import { EditNewsForm } from '../../features/news/components/edit-news-form';

export default function NewsEditPage() {
  usePageMeta({ title: 'Edit News' });
  const { id = '' } = useParams();
  const query = useNews(id);
  return (
    <>
      <PageHeading title="Edit News" links={[{ to: '/admin/news/all', label: 'Back', icon: <ArrowLeftOutlined /> }]} />
      <Card>
        <QueryView query={query}>
          {(news) => (
            <>
              <RevisionTools resource="news" item={news} />
              <EditNewsForm key={news.updatedAt} news={news} />
            </>
          )}
        </QueryView>
      </Card>
    </>
  );
}
