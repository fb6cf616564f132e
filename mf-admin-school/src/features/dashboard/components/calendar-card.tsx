import { Calendar, Card } from 'antd';
import { memo } from 'react';
import { LiveClock } from './live-clock';

/** Calendar and clock. Memoised: the clock's ticks never reach the calendar. */
export const CalendarCard = memo(function CalendarCard() {
  return (
    <Card title="Calendar" className="dash-calendar">
      <LiveClock />
      <Calendar fullscreen={false} />
    </Card>
  );
});
