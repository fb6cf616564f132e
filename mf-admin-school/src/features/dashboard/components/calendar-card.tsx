import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Calendar, Card, Flex, Typography } from 'antd';
import { memo } from 'react';
import { LiveClock } from './live-clock';

/** Calendar and clock. Memoised: the clock's ticks never reach the calendar. */
export const CalendarCard = memo(function CalendarCard() {
  return (
    <Card title="Calendar" className="dash-calendar">
      <LiveClock />
      <Calendar
        fullscreen={false}
        // A labelled header of our own: antd's month and year selects carry no label.
        headerRender={({ value, onChange }) => (
          <Flex justify="space-between" align="center" className="dash-calendar-head">
            <Button type="text" icon={<LeftOutlined />} aria-label="Previous month" onClick={() => onChange(value.subtract(1, 'month'))} />
            <Typography.Text strong aria-live="polite">
              {value.format('MMMM YYYY')}
            </Typography.Text>
            <Button type="text" icon={<RightOutlined />} aria-label="Next month" onClick={() => onChange(value.add(1, 'month'))} />
          </Flex>
        )}
      />
    </Card>
  );
});
