import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { WomenEvent } from '@school/shared/types';
import { initialMonth, toCalendarEvents } from '../to-calendar-events';

/** FullCalendar's month grid, weekends hidden (SPEC.md §9). In its own chunk. */
export default function CalendarView({ events }: { events: WomenEvent[] }) {
  return (
    <FullCalendar
      plugins={[dayGridPlugin]}
      initialView="dayGridMonth"
      initialDate={initialMonth(events)}
      weekends={false}
      events={toCalendarEvents(events)}
      height="auto"
      fixedWeekCount={false}
      dayMaxEvents={3}
      headerToolbar={{ left: 'title', center: '', right: 'today prev,next' }}
      buttonHints={{ prev: 'Previous month', next: 'Next month', today: 'This month' }}
      eventDisplay="block"
    />
  );
}
