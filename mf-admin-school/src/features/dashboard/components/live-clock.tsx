import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

/**
 * The clock ticks every second (SPEC.md §9). It owns its state so only this
 * component re-renders each second, never the dashboard around it.
 */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <div className="dash-clock">
      <Typography.Text className="dash-clock-time" data-testid="clock">
        <time dateTime={now.toISOString()}>{dayjs(now).format('hh:mm:ss A')}</time>
      </Typography.Text>
      <Typography.Text type="secondary">{dayjs(now).format('dddd, DD-MMM-YYYY')}</Typography.Text>
    </div>
  );
}
