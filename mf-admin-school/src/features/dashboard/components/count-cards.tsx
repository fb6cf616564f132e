import './dashboard.css';
import { FileTextOutlined, NotificationOutlined, PictureOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { abbreviateCount, ErrorView } from '@school/shared/kit';
import type { DashboardCounts } from '@school/shared/contract';
import { useCounts } from '../api/get-counts';

const CARDS: { key: keyof DashboardCounts; label: string; icon: ReactNode }[] = [
  { key: 'staffs', label: 'Total Staffs', icon: <TeamOutlined /> },
  { key: 'news', label: 'Total News', icon: <FileTextOutlined /> },
  { key: 'notices', label: 'Total Notices', icon: <NotificationOutlined /> },
  { key: 'albums', label: 'Total Albums', icon: <PictureOutlined /> },
];

/** The four count cards, abbreviated k/m/b/t (SPEC.md §9). */
export function CountCards() {
  const query = useCounts();
  if (query.isError) return <ErrorView message={query.error.message} />;
  return (
    <div className="dash-counts">
      {CARDS.map((c) => (
        <Card key={c.key} className="dash-count" data-testid={`count-${c.key}`}>
          {query.isPending ? (
            <Skeleton active paragraph={false} />
          ) : (
            <Statistic title={c.label} value={abbreviateCount(query.data[c.key])} prefix={c.icon} />
          )}
        </Card>
      ))}
    </div>
  );
}
