import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen } from '@school/shared/admin';
import { AddNewsForm } from '../../features/news/components/add-news-form';

export default function NewsPage() {
  return (
    <ConsoleScreen title="Add News" links={[{ to: '/admin/news/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <AddNewsForm />
      </Card>
    </ConsoleScreen>
  );
}
