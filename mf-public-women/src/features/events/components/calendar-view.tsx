import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { WomenEvent } from '@school/shared/contract';
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
      // Text buttons: FullCalendar's icon spans carry role="img" without a name, which fails axe.
      buttonIcons={false}
      buttonText={{ today: 'This month', prev: 'Previous', next: 'Next' }}
      buttonHints={{ prev: 'Previous month', next: 'Next month', today: 'Back to this month' }}
      eventDisplay="block"
      // A day cell is named by its date alone, so one holding an event fails axe's
      // label-content-name-mismatch; without the label its content names it.
      dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
    />
  );
}
