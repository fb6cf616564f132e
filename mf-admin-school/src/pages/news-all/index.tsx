import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen } from '@school/shared/admin';
import { NewsList } from '../../features/news/components/news-list';

export default function NewsAllPage() {
  return (
    <ConsoleScreen title="All News" links={[{ to: '/admin/news', label: 'Add News', icon: <PlusOutlined />, primary: true }]}>
      <NewsList />
    </ConsoleScreen>
  );
}
