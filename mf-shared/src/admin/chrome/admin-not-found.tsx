import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** SPEC.md §2.1: the admin-side 404. */
export function AdminNotFound({ home = '/admin/home' }: { home?: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="uh-oh! Page not Found...."
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          Go Back Home
        </Button>
      }
    />
  );
}
