import neLocale from '@fullcalendar/core/locales/ne';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { WomenEvent } from '@school/shared/contract';
import { toNepaliDigits, useLang } from '@school/shared/kit';
import { initialMonth, monthTitle, toCalendarEvents, WEEKDAYS_NE } from '../to-calendar-events';
import { useText } from '../../../i18n';

/**
 * FullCalendar's month grid, weekends hidden (SPEC.md §9). Nepal's week starts on Sunday and its
 * weekend is Saturday, so the grid runs Sunday to Friday (issue 38, item 8). In its own chunk.
 */
export default function CalendarView({ events }: { events: WomenEvent[] }) {
  const { t } = useText();
  const lang = useLang();
  return (
    <FullCalendar
      // month and day names in the page's language (FullCalendar's own Nepali locale on /ne)
      locale={lang === 'ne' ? neLocale : 'en'}
      firstDay={0}
      hiddenDays={[6]}
      // our own heading and names: on /ne the BS months first and Nepali digits (issue 38, item 4)
      titleFormat={({ date }) => monthTitle(date.year, date.month, lang)}
      dayHeaderContent={({ dow, text }) => (lang === 'ne' ? WEEKDAYS_NE[dow] : text)}
      dayCellContent={({ dayNumberText }) => (lang === 'ne' ? toNepaliDigits(dayNumberText) : dayNumberText)}
      plugins={[dayGridPlugin]}
      initialView="dayGridMonth"
      initialDate={initialMonth(events)}
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
