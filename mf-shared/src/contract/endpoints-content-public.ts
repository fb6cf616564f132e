import { Type } from 'typebox'
import { Career, CareerApplyBody } from './careers.ts'
import { IdParams, ListQuery } from './common.ts'
import { Album, CarouselSlide, Download, Modal, Notice, StudentTestimonials, Staff, TeamMember, Testimonial, Video, VisitorTestimonials, WomenModal } from './content.ts'
import { endpoint } from './endpoint.ts'
import { SchoolEvent, WomenEvent } from './events.ts'
import { SubmitResult } from './inbox.ts'
import { News } from './news.ts'
import { publicItem, publicList } from './resource-endpoints.ts'
import { FileAnswer } from './uploads.ts'

/*
 * The public sites' content calls (issue 36, item 1): the reads anyone may make and the job application.
 * A public page imports these alone, so its first load does not carry the console's declarations (their
 * summaries, bodies and roles); CONTENT_ENDPOINTS (./endpoints-content.ts) names each of them again, the
 * same objects, so the API registers every route as before.
 */

/** How many items the home page's "latest" and "upcoming" lists hold. */
export const LATEST_NEWS = 5
export const LATEST_NOTICES = 5
export const UPCOMING_EVENTS = 6

export const WOMEN = "women's centre"
/** The media type of the calendar files and feeds (RFC 5545). */
const CALENDAR = 'text/calendar'

export const WOMEN_EVENTS = { path: '/api/events/sub-domain', tags: ['events', WOMEN], noun: "women's-centre event", nouns: "published women's-centre events", item: WomenEvent } as const
export const NOTICES = { path: '/api/notices', tags: ['notices'], noun: 'notice', nouns: 'published notices', item: Notice } as const
export const DOWNLOADS = { path: '/api/downloads', tags: ['downloads'], noun: 'download', nouns: 'downloads', item: Download } as const
export const ALBUMS = { path: '/api/gallery/albums', tags: ['gallery'], noun: 'album', nouns: 'albums', item: Album } as const
export const WOMEN_ALBUMS = { path: '/api/gallery', tags: ['gallery', WOMEN], noun: "women's-centre album", nouns: "women's-centre albums", item: Album } as const
export const VIDEOS = { path: '/api/gallery/videos', tags: ['gallery'], noun: 'video', nouns: 'videos', item: Video } as const
export const STAFFS = { path: '/api/staffs', tags: ['staffs'], noun: 'staff profile', nouns: 'staff profiles', item: Staff } as const
export const TEAMS = { path: '/api/teams', tags: ['teams'], noun: 'team member', nouns: 'team members', item: TeamMember } as const
export const WOMEN_TESTIMONIALS = { path: '/api/testimonials', tags: ['testimonials', WOMEN], noun: "women's-centre testimonial", nouns: "women's-centre testimonials", item: Testimonial } as const
export const CAROUSEL = { path: '/api/carousel', tags: ['carousel'], noun: 'carousel slide', nouns: 'carousel slides', item: CarouselSlide } as const
export const WOMEN_CAROUSEL = { path: '/api/carousel/sub-domain', tags: ['carousel', WOMEN], noun: "women's-centre carousel slide", nouns: "women's-centre carousel slides", item: CarouselSlide } as const
// one modal is shown: adding one replaces the previous
export const MODAL = { path: '/api/modal', tags: ['modal'], noun: 'welcome modal', nouns: 'welcome modal (one at most)', item: Modal } as const
export const WOMEN_MODAL = { path: '/api/modal/sub-domain', tags: ['modal', WOMEN], noun: "women's-centre welcome modal", nouns: "women's-centre welcome modal (one at most)", item: WomenModal } as const

const news = ['news']
const careers = ['careers']

export const PUBLIC_CONTENT_ENDPOINTS = {
  listNews: endpoint({ method: 'GET', path: '/api/news', summary: 'Published news, newest first; paged with page and limit, searched with q', tags: news, query: ListQuery, answer: { 200: Type.Array(News) }, errors: [400], roles: 'public' }),
  latestNews: endpoint({ method: 'GET', path: '/api/news/latest', summary: `The newest ${LATEST_NEWS} news items`, tags: news, answer: { 200: Type.Array(News) }, errors: [], roles: 'public' }),
  getNews: endpoint({ method: 'GET', path: '/api/news/:id', summary: 'One published news item', tags: news, params: IdParams, answer: { 200: News }, errors: [404], roles: 'public' }),
  upcomingEvents: endpoint({ method: 'GET', path: '/api/events/upcoming', summary: `Up to ${UPCOMING_EVENTS} events dated today or later, soonest first`, tags: ['events'], answer: { 200: Type.Array(SchoolEvent) }, errors: [], roles: 'public' }),
  listUpcomingEvents: endpoint({ method: 'GET', path: '/api/events/upcomingevents', summary: 'All events dated today or later, soonest first', tags: ['events'], query: ListQuery, answer: { 200: Type.Array(SchoolEvent) }, errors: [400], roles: 'public' }),
  getEvent: endpoint({ method: 'GET', path: '/api/events/:id', summary: 'One published event', tags: ['events'], params: IdParams, answer: { 200: SchoolEvent }, errors: [404], roles: 'public' }),
  eventCalendar: endpoint({ method: 'GET', path: '/api/events/:id.ics', summary: 'One published event as an iCalendar file (RFC 5545), for Add to calendar', tags: ['events', 'calendar'], params: IdParams, produces: CALENDAR, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  eventsFeed: endpoint({ method: 'GET', path: '/events.ics', summary: "The host's site's events as an iCalendar feed (the school's on the school's host)", tags: ['events', 'calendar'], produces: CALENDAR, answer: { 200: FileAnswer }, errors: [], roles: 'public' }),
  siteEventsFeed: endpoint({ method: 'GET', path: '/events/:site.ics', summary: "A site's events as an iCalendar feed: `school` or `women`", tags: ['events', 'calendar'], params: Type.Object({ site: Type.String({ maxLength: 20 }) }), produces: CALENDAR, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  listWomenEvents: publicList(WOMEN_EVENTS),
  getWomenEvent: endpoint({ method: 'GET', path: '/api/events/sub-domain/:id', summary: "One published women's-centre event", tags: ['events', WOMEN], params: IdParams, answer: { 200: WomenEvent }, errors: [404], roles: 'public' }),
  womenEventCalendar: endpoint({ method: 'GET', path: '/api/events/sub-domain/:id.ics', summary: "One published women's-centre event as an iCalendar file (RFC 5545)", tags: ['events', WOMEN, 'calendar'], params: IdParams, produces: CALENDAR, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  listNotices: publicList(NOTICES),
  latestNotices: endpoint({ method: 'GET', path: '/api/notices/latest', summary: `The newest ${LATEST_NOTICES} notices`, tags: ['notices'], answer: { 200: Type.Array(Notice) }, errors: [], roles: 'public' }),
  getNotice: publicItem(NOTICES),
  listDownloads: publicList(DOWNLOADS),
  downloadFile: endpoint({ method: 'GET', path: '/api/downloads/:id/download', summary: 'The file itself, with its original name in Content-Disposition', tags: ['downloads'], params: IdParams, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  listAlbums: publicList(ALBUMS),
  getAlbum: publicItem(ALBUMS),
  listWomenAlbums: publicList(WOMEN_ALBUMS),
  getWomenAlbum: publicItem(WOMEN_ALBUMS),
  listVideos: publicList(VIDEOS),
  listStaffs: publicList(STAFFS),
  listTeams: publicList(TEAMS),
  listWomenTestimonials: publicList(WOMEN_TESTIMONIALS),
  listStudentTestimonials: endpoint({ method: 'GET', path: '/api/testimonials/students', summary: '[{students: [...]}]; the front end uses the first element', tags: ['testimonials'], query: ListQuery, answer: { 200: StudentTestimonials }, errors: [400], roles: 'public' }),
  listVisitorTestimonials: endpoint({ method: 'GET', path: '/api/testimonials/visitors', summary: '[{visitors: [...]}]; the front end uses the first element', tags: ['testimonials'], query: ListQuery, answer: { 200: VisitorTestimonials }, errors: [400], roles: 'public' }),
  listCarousel: publicList(CAROUSEL),
  listWomenCarousel: publicList(WOMEN_CAROUSEL),
  listModal: publicList(MODAL),
  listWomenModal: publicList(WOMEN_MODAL),
  listCareers: endpoint({ method: 'GET', path: '/api/careers', summary: 'The vacancies; paged with page and limit, searched with q', tags: careers, query: ListQuery, answer: { 200: Type.Array(Career) }, errors: [400], roles: 'public' }),
  getCareer: endpoint({ method: 'GET', path: '/api/careers/:id', summary: 'One vacancy', tags: careers, params: IdParams, answer: { 200: Career }, errors: [404], roles: 'public' }),
  applyForCareer: endpoint({ method: 'POST', path: '/api/careers/send', summary: 'Apply for a job: stored, then mailed (CV attached by its upload reference); the applicant gets a confirmation with its reference (in `lang`)', tags: careers, body: CareerApplyBody, answer: { 200: SubmitResult }, otherAnswers: { 503: SubmitResult }, errors: [400, 404, 429], roles: 'public' })
} as const
