import { Badge, Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, QueryView } from '@school/shared/kit';
import { useRegistrations } from '../api/get-registrations';

export const ALL_CAUGHT_UP = "You're all caught up! Check back for new notifications :(";

/** New (unread) admission registrations, each linking to its detail page. */
export function NotificationsPanel() {
  const query = useRegistrations();
  const unread = query.data?.filter((r) => !r.isRead) ?? [];
  return (
    <Card
      title={
        <span>
          Notifications <Badge count={unread.length} className="dash-badge" />
        </span>
      }
      className="dash-notifications"
    >
      <QueryView query={query} empty={ALL_CAUGHT_UP} isEmpty={(list) => !list.some((r) => !r.isRead)}>
        {() => (
          <ul className="dash-notification-list" aria-label="New registrations">
            {unread.map((r) => (
              <li key={r._id}>
                <Link to={`/admin/home/registration/${r._id}`}>
                  New registration: {r.firstName} {r.lastName}
                </Link>
                <Typography.Text type="secondary" className="dash-notification-meta">
                  {r.preference}
                  {r.lvl ? ` · ${r.lvl}` : ''} · {formatDate(r.createdAt)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
