import { Typography } from 'antd';
import { usePageMeta } from '@school/shared/ui';

export default function HomePage() {
  usePageMeta({ title: 'Dashboard' });
  return <Typography.Title level={1}>Dashboard</Typography.Title>;
}
