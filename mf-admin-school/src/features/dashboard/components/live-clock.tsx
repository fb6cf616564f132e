import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { schoolTime } from '@school/shared/kit';

/**
 * The clock ticks every second (SPEC.md §9). It owns its state so only this
 * component re-renders each second, never the dashboard around it. It shows the
 * school's time, wherever the admin is.
 */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const local = schoolTime(now)!;
  return (
    <div className="dash-clock">
      <Typography.Text className="dash-clock-time" data-testid="clock">
        <time dateTime={now.toISOString()}>{local.format('hh:mm:ss A')}</time>
      </Typography.Text>
      <Typography.Text type="secondary">{local.format('dddd, DD-MMM-YYYY')}</Typography.Text>
    </div>
  );
}
