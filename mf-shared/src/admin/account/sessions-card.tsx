import '../admin.css';
import { Alert, Button, Card, List, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { call } from '@school/shared/session';
import { useToast } from '@school/shared/kit';

const SESSIONS_KEY = ['account', 'sessions'] as const;

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A browser's user agent, shortened to what a person recognises. */
export function deviceName(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  return browser && system ? `${browser} on ${system}` : userAgent.slice(0, 60);
}

/** Where one is signed in, and ending those sessions (WordPress's "log out everywhere else"). */
export function SessionsCard() {
  const client = useQueryClient();
  const toast = useToast();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => call(E.listSessions, {}) });
  const refresh = () => client.invalidateQueries({ queryKey: SESSIONS_KEY });
  const end = useMutation({
    mutationFn: (id: string) => call(E.endSession, { params: { id } }),
    onSuccess: () => {
      toast.success('Session ended');
      void refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => call(E.endOtherSessions, {}),
    onSuccess: (res) => {
      toast.success(res.message);
      void refresh();
    },
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Card title="Where you are signed in" className="admin-account-card">
      {(sessions.error ?? end.error ?? endOthers.error) && (
        <Alert type="error" showIcon title={(sessions.error ?? end.error ?? endOthers.error)!.message} role="alert" />
      )}
      <List
        loading={sessions.isLoading}
        dataSource={sessions.data ?? []}
        locale={{ emptyText: 'No sessions' }}
        renderItem={(s) => (
          <List.Item
            actions={
              s.current
                ? []
                : [
                    <Button key="end" size="small" onClick={() => end.mutate(s._id)} aria-label={`End the session of ${deviceName(s.userAgent)}, last seen ${when(s.lastSeenAt)}`}>
                      End
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <>
                  {deviceName(s.userAgent)} {s.current && <Tag color="blue">This device</Tag>}
                </>
              }
              description={
                <Typography.Text type="secondary">
                  {s.ip} · signed in {when(s.createdAt)} · last seen {when(s.lastSeenAt)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <Button onClick={() => endOthers.mutate()} loading={endOthers.isPending} disabled={others === 0}>
        End all other sessions
      </Button>
    </Card>
  );
}
