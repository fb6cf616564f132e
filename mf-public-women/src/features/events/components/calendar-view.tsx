import neLocale from '@fullcalendar/core/locales/ne';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { WomenEvent } from '@school/shared/contract';
import { useLang } from '@school/shared/kit';
import { initialMonth, toCalendarEvents } from '../to-calendar-events';
import { useText } from '../../../i18n';

/** FullCalendar's month grid, weekends hidden (SPEC.md §9). In its own chunk. */
export default function CalendarView({ events }: { events: WomenEvent[] }) {
  const { t } = useText();
  const lang = useLang();
  return (
    <FullCalendar
      // month and day names in the page's language (FullCalendar's own Nepali locale on /ne)
      locale={lang === 'ne' ? neLocale : 'en'}
      firstDay={0}
      plugins={[dayGridPlugin]}
      initialView="dayGridMonth"
      initialDate={initialMonth(events)}
      weekends={false}
      events={toCalendarEvents(events, lang)}
      height="auto"
      fixedWeekCount={false}
      dayMaxEvents={3}
      headerToolbar={{ left: 'title', center: '', right: 'today prev,next' }}
      // Text buttons: FullCalendar's icon spans carry role="img" without a name, which fails axe.
      buttonIcons={false}
      buttonText={{ today: t('events.today'), prev: t('events.prev'), next: t('events.next') }}
      buttonHints={{ prev: t('events.prevHint'), next: t('events.nextHint'), today: t('events.todayHint') }}
      eventDisplay="block"
      // A day cell is named by its date alone, so one holding an event fails axe's
      // label-content-name-mismatch; without the label its content names it.
      dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
    />
  );
}
