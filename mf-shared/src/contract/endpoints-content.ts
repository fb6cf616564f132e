import { Type } from 'typebox'
import { Career, CareerApplyBody, CareerBody, UpdateCareerBody } from './careers.ts'
import { IdParams, ListQuery, Message } from './common.ts'
import {
  Album, AlbumBody, AlbumUpdate, CarouselSlide, Download, DownloadBody, DownloadUpdate, Modal, ModalBody, ModalUpdate, Notice, NoticeBody, NoticeUpdate,
  SlideBody, SlideUpdate, Staff, StaffBody, StaffUpdate, StudentTestimonials, TeamBody, TeamMember, TeamUpdate, Testimonial, TestimonialBody,
  TestimonialUpdate, Video, VideoBody, VideoUpdate, VisitorTestimonials, WomenModal, WomenModalBody, WomenModalUpdate
} from './content.ts'
import { ADMISSIONS, EDITORS, endpoint } from './endpoint.ts'
import { EventBody, EventUpdate, SchoolEvent, WomenEvent, WomenEventBody, WomenEventUpdate } from './events.ts'
import { JobApplication, SubmitResult } from './inbox.ts'
import { CreateNewsBody, News, UpdateNewsBody } from './news.ts'
import { consoleList, inboxEndpoints, publicItem, publicList, resourceEndpoints } from './resource-endpoints.ts'
import { FileAnswer } from './uploads.ts'

/** How many items the home page's "latest" and "upcoming" lists hold. */
export const LATEST_NEWS = 5
export const LATEST_NOTICES = 5
export const UPCOMING_EVENTS = 6

const WOMEN = "women's centre"
/** The media type of the calendar files and feeds (RFC 5545). */
const CALENDAR = 'text/calendar'

const EVENTS = { path: '/api/events', tags: ['events'], noun: 'event', nouns: 'events', item: SchoolEvent } as const
const WOMEN_EVENTS = { path: '/api/events/sub-domain', tags: ['events', WOMEN], noun: "women's-centre event", nouns: "published women's-centre events", item: WomenEvent } as const
const NOTICES = { path: '/api/notices', tags: ['notices'], noun: 'notice', nouns: 'published notices', item: Notice } as const
const DOWNLOADS = { path: '/api/downloads', tags: ['downloads'], noun: 'download', nouns: 'downloads', item: Download } as const
const ALBUMS = { path: '/api/gallery/albums', tags: ['gallery'], noun: 'album', nouns: 'albums', item: Album } as const
const WOMEN_ALBUMS = { path: '/api/gallery', tags: ['gallery', WOMEN], noun: "women's-centre album", nouns: "women's-centre albums", item: Album } as const
const VIDEOS = { path: '/api/gallery/videos', tags: ['gallery'], noun: 'video', nouns: 'videos', item: Video } as const
const STAFFS = { path: '/api/staffs', tags: ['staffs'], noun: 'staff profile', nouns: 'staff profiles', item: Staff } as const
const TEAMS = { path: '/api/teams', tags: ['teams'], noun: 'team member', nouns: 'team members', item: TeamMember } as const
const WOMEN_TESTIMONIALS = { path: '/api/testimonials', tags: ['testimonials', WOMEN], noun: "women's-centre testimonial", nouns: "women's-centre testimonials", item: Testimonial } as const
const CAROUSEL = { path: '/api/carousel', tags: ['carousel'], noun: 'carousel slide', nouns: 'carousel slides', item: CarouselSlide } as const
const WOMEN_CAROUSEL = { path: '/api/carousel/sub-domain', tags: ['carousel', WOMEN], noun: "women's-centre carousel slide", nouns: "women's-centre carousel slides", item: CarouselSlide } as const
// one modal is shown: adding one replaces the previous
const MODAL = { path: '/api/modal', tags: ['modal'], noun: 'welcome modal', nouns: 'welcome modal (one at most)', item: Modal } as const
const WOMEN_MODAL = { path: '/api/modal/sub-domain', tags: ['modal', WOMEN], noun: "women's-centre welcome modal", nouns: "women's-centre welcome modal (one at most)", item: WomenModal } as const

/**
 * The resources of SPEC §7 that `registerResource` serves (api/src/lib/resource-routes.ts) and the
 * console's kit manages: each one's declared endpoints, by role (list, get, listAll, create, update,
 * delete). CONTENT_ENDPOINTS below names each of them.
 */
export const CONTENT_RESOURCES = {
  events: { listAll: consoleList(EVENTS, '/api/events'), ...resourceEndpoints(EVENTS, { create: EventBody, update: EventUpdate }) },
  womenEvents: { list: publicList(WOMEN_EVENTS), listAll: consoleList(WOMEN_EVENTS, '/api/events/sub-domain/all'), ...resourceEndpoints(WOMEN_EVENTS, { create: WomenEventBody, update: WomenEventUpdate }) },
  // a notice's own page, /notice/:id (issue 32, item 3): a published one only
  notices: { list: publicList(NOTICES), get: publicItem(NOTICES), listAll: consoleList(NOTICES, '/api/notices/all'), ...resourceEndpoints(NOTICES, { create: NoticeBody, update: NoticeUpdate }) },
  downloads: { list: publicList(DOWNLOADS), ...resourceEndpoints(DOWNLOADS, { create: DownloadBody, update: DownloadUpdate }) },
  albums: { list: publicList(ALBUMS), get: publicItem(ALBUMS), ...resourceEndpoints(ALBUMS, { create: AlbumBody, update: AlbumUpdate }) },
  womenAlbums: { list: publicList(WOMEN_ALBUMS), get: publicItem(WOMEN_ALBUMS), ...resourceEndpoints(WOMEN_ALBUMS, { create: AlbumBody, update: AlbumUpdate }) },
  videos: { list: publicList(VIDEOS), ...resourceEndpoints(VIDEOS, { create: VideoBody, update: VideoUpdate }) },
  staffs: { list: publicList(STAFFS), ...resourceEndpoints(STAFFS, { create: StaffBody, update: StaffUpdate }) },
  teams: { list: publicList(TEAMS), ...resourceEndpoints(TEAMS, { create: TeamBody, update: TeamUpdate }) },
  womenTestimonials: { list: publicList(WOMEN_TESTIMONIALS), ...resourceEndpoints(WOMEN_TESTIMONIALS, { create: TestimonialBody, update: TestimonialUpdate }) },
  // SPEC §3: these two lists arrive wrapped, [{students: [...]}] and [{visitors: [...]}]; their routes serve them so
  studentTestimonials: {
    wrappedList: endpoint({ method: 'GET', path: '/api/testimonials/students', summary: '[{students: [...]}]; the front end uses the first element', tags: ['testimonials'], query: ListQuery, answer: { 200: StudentTestimonials }, errors: [400], roles: 'public' }),
    ...resourceEndpoints({ path: '/api/testimonials/students', tags: ['testimonials'], noun: "student's testimonial", nouns: "students' testimonials", item: Testimonial }, { create: TestimonialBody, update: TestimonialUpdate })
  },
  visitorTestimonials: {
    wrappedList: endpoint({ method: 'GET', path: '/api/testimonials/visitors', summary: '[{visitors: [...]}]; the front end uses the first element', tags: ['testimonials'], query: ListQuery, answer: { 200: VisitorTestimonials }, errors: [400], roles: 'public' }),
    ...resourceEndpoints({ path: '/api/testimonials/visitors', tags: ['testimonials'], noun: "visitor's testimonial", nouns: "visitors' testimonials", item: Testimonial }, { create: TestimonialBody, update: TestimonialUpdate })
  },
  carousel: { list: publicList(CAROUSEL), ...resourceEndpoints(CAROUSEL, { create: SlideBody, update: SlideUpdate }) },
  womenCarousel: { list: publicList(WOMEN_CAROUSEL), ...resourceEndpoints(WOMEN_CAROUSEL, { create: SlideBody, update: SlideUpdate }) },
  modal: { list: publicList(MODAL), ...resourceEndpoints(MODAL, { create: ModalBody, update: ModalUpdate }) },
  womenModal: { list: publicList(WOMEN_MODAL), ...resourceEndpoints(WOMEN_MODAL, { create: WomenModalBody, update: WomenModalUpdate }) }
} as const

const R = CONTENT_RESOURCES
const news = ['news']
const careers = ['careers']

/** News, events, notices, downloads, careers, the gallery, people and the home's items (issue 35). */
const applicationsInbox = inboxEndpoints('/api/careers/applications', JobApplication, ['inbox'])

export const CONTENT_ENDPOINTS = {
  // news: the public reads show published items whose publishAt has passed; the console reads /all
  listNews: endpoint({ method: 'GET', path: '/api/news', summary: 'Published news, newest first; paged with page and limit, searched with q', tags: news, query: ListQuery, answer: { 200: Type.Array(News) }, errors: [400], roles: 'public' }),
  latestNews: endpoint({ method: 'GET', path: '/api/news/latest', summary: `The newest ${LATEST_NEWS} news items`, tags: news, answer: { 200: Type.Array(News) }, errors: [], roles: 'public' }),
  getNews: endpoint({ method: 'GET', path: '/api/news/:id', summary: 'One published news item', tags: news, params: IdParams, answer: { 200: News }, errors: [404], roles: 'public' }),
  listAllNews: endpoint({ method: 'GET', path: '/api/news/all', summary: 'Every news item, drafts and scheduled ones too (console)', tags: news, query: ListQuery, answer: { 200: Type.Array(News) }, errors: [400, 401, 403], roles: EDITORS }),
  getAnyNews: endpoint({ method: 'GET', path: '/api/news/all/:id', summary: 'One news item, draft or not (console)', tags: news, params: IdParams, answer: { 200: News }, errors: [401, 403, 404], roles: EDITORS }),
  createNews: endpoint({ method: 'POST', path: '/api/news', summary: 'Adds a news item', tags: news, body: CreateNewsBody, answer: { 201: News }, errors: [400, 401, 403], roles: EDITORS }),
  updateNews: endpoint({ method: 'PUT', path: '/api/news/:id', summary: "Changes a news item's fields", tags: news, params: IdParams, body: UpdateNewsBody, answer: { 200: News }, errors: [400, 401, 403, 404], roles: EDITORS }),
  deleteNews: endpoint({ method: 'DELETE', path: '/api/news/:id', summary: 'Removes a news item and its image', tags: news, params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS }),

  // the school's events: the console's list is /api/events itself; the public reads are the upcoming ones
  listAllEvents: R.events.listAll,
  upcomingEvents: endpoint({ method: 'GET', path: '/api/events/upcoming', summary: `Up to ${UPCOMING_EVENTS} events dated today or later, soonest first`, tags: ['events'], answer: { 200: Type.Array(SchoolEvent) }, errors: [], roles: 'public' }),
  listUpcomingEvents: endpoint({ method: 'GET', path: '/api/events/upcomingevents', summary: 'All events dated today or later, soonest first', tags: ['events'], query: ListQuery, answer: { 200: Type.Array(SchoolEvent) }, errors: [400], roles: 'public' }),
  createEvent: R.events.create,
  updateEvent: R.events.update,
  deleteEvent: R.events.delete,
  // issue 33, item 4: an event's page reads it, published ones only; its calendar file is the 'Add to calendar' button's
  getEvent: endpoint({ method: 'GET', path: '/api/events/:id', summary: 'One published event', tags: ['events'], params: IdParams, answer: { 200: SchoolEvent }, errors: [404], roles: 'public' }),
  eventCalendar: endpoint({ method: 'GET', path: '/api/events/:id.ics', summary: 'One published event as an iCalendar file (RFC 5545), for Add to calendar', tags: ['events', 'calendar'], params: IdParams, produces: CALENDAR, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  // the calendar feeds (issue 33, item 4): upcoming and recent published events, served beside /rss.xml
  eventsFeed: endpoint({ method: 'GET', path: '/events.ics', summary: "The host's site's events as an iCalendar feed (the school's on the school's host)", tags: ['events', 'calendar'], produces: CALENDAR, answer: { 200: FileAnswer }, errors: [], roles: 'public' }),
  siteEventsFeed: endpoint({ method: 'GET', path: '/events/:site.ics', summary: "A site's events as an iCalendar feed: `school` or `women`", tags: ['events', 'calendar'], params: Type.Object({ site: Type.String({ maxLength: 20 }) }), produces: CALENDAR, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  listWomenEvents: R.womenEvents.list,
  getWomenEvent: endpoint({ method: 'GET', path: '/api/events/sub-domain/:id', summary: "One published women's-centre event", tags: ['events', WOMEN], params: IdParams, answer: { 200: WomenEvent }, errors: [404], roles: 'public' }),
  womenEventCalendar: endpoint({ method: 'GET', path: '/api/events/sub-domain/:id.ics', summary: "One published women's-centre event as an iCalendar file (RFC 5545)", tags: ['events', WOMEN, 'calendar'], params: IdParams, produces: CALENDAR, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  listAllWomenEvents: R.womenEvents.listAll,
  createWomenEvent: R.womenEvents.create,
  updateWomenEvent: R.womenEvents.update,
  deleteWomenEvent: R.womenEvents.delete,

  listNotices: R.notices.list,
  latestNotices: endpoint({ method: 'GET', path: '/api/notices/latest', summary: `The newest ${LATEST_NOTICES} notices`, tags: ['notices'], answer: { 200: Type.Array(Notice) }, errors: [], roles: 'public' }),
  getNotice: R.notices.get,
  listAllNotices: R.notices.listAll,
  createNotice: R.notices.create,
  updateNotice: R.notices.update,
  deleteNotice: R.notices.delete,
  listDownloads: R.downloads.list,
  downloadFile: endpoint({ method: 'GET', path: '/api/downloads/:id/download', summary: 'The file itself, with its original name in Content-Disposition', tags: ['downloads'], params: IdParams, answer: { 200: FileAnswer }, errors: [404], roles: 'public' }),
  createDownload: R.downloads.create,
  updateDownload: R.downloads.update,
  deleteDownload: R.downloads.delete,

  listAlbums: R.albums.list,
  getAlbum: R.albums.get,
  createAlbum: R.albums.create,
  updateAlbum: R.albums.update,
  deleteAlbum: R.albums.delete,
  listWomenAlbums: R.womenAlbums.list,
  getWomenAlbum: R.womenAlbums.get,
  createWomenAlbum: R.womenAlbums.create,
  updateWomenAlbum: R.womenAlbums.update,
  deleteWomenAlbum: R.womenAlbums.delete,
  listVideos: R.videos.list,
  createVideo: R.videos.create,
  updateVideo: R.videos.update,
  deleteVideo: R.videos.delete,

  listStaffs: R.staffs.list,
  createStaff: R.staffs.create,
  updateStaff: R.staffs.update,
  deleteStaff: R.staffs.delete,
  listTeams: R.teams.list,
  createTeam: R.teams.create,
  updateTeam: R.teams.update,
  deleteTeam: R.teams.delete,
  listWomenTestimonials: R.womenTestimonials.list,
  createWomenTestimonial: R.womenTestimonials.create,
  updateWomenTestimonial: R.womenTestimonials.update,
  deleteWomenTestimonial: R.womenTestimonials.delete,
  listStudentTestimonials: R.studentTestimonials.wrappedList,
  createStudentTestimonial: R.studentTestimonials.create,
  updateStudentTestimonial: R.studentTestimonials.update,
  deleteStudentTestimonial: R.studentTestimonials.delete,
  listVisitorTestimonials: R.visitorTestimonials.wrappedList,
  createVisitorTestimonial: R.visitorTestimonials.create,
  updateVisitorTestimonial: R.visitorTestimonials.update,
  deleteVisitorTestimonial: R.visitorTestimonials.delete,

  listCarousel: R.carousel.list,
  createSlide: R.carousel.create,
  updateSlide: R.carousel.update,
  deleteSlide: R.carousel.delete,
  listWomenCarousel: R.womenCarousel.list,
  createWomenSlide: R.womenCarousel.create,
  updateWomenSlide: R.womenCarousel.update,
  deleteWomenSlide: R.womenCarousel.delete,
  listModal: R.modal.list,
  createModal: R.modal.create,
  updateModal: R.modal.update,
  deleteModal: R.modal.delete,
  listWomenModal: R.womenModal.list,
  createWomenModal: R.womenModal.create,
  updateWomenModal: R.womenModal.update,
  deleteWomenModal: R.womenModal.delete,

  listCareers: endpoint({ method: 'GET', path: '/api/careers', summary: 'The vacancies; paged with page and limit, searched with q', tags: careers, query: ListQuery, answer: { 200: Type.Array(Career) }, errors: [400], roles: 'public' }),
  getCareer: endpoint({ method: 'GET', path: '/api/careers/:id', summary: 'One vacancy', tags: careers, params: IdParams, answer: { 200: Career }, errors: [404], roles: 'public' }),
  createCareer: endpoint({ method: 'POST', path: '/api/careers', summary: 'Adds a vacancy', tags: careers, body: CareerBody, answer: { 201: Career }, errors: [400, 401, 403], roles: EDITORS }),
  updateCareer: endpoint({ method: 'PUT', path: '/api/careers/:id', summary: "Changes a vacancy's fields", tags: careers, params: IdParams, body: UpdateCareerBody, answer: { 200: Career }, errors: [400, 401, 403, 404], roles: EDITORS }),
  deleteCareer: endpoint({ method: 'DELETE', path: '/api/careers/:id', summary: 'Removes a vacancy', tags: careers, params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS }),
  // stored first; 503 {status: 'fail'} only when it cannot be stored
  applyForCareer: endpoint({ method: 'POST', path: '/api/careers/send', summary: 'Apply for a job: stored, then mailed (CV attached by its upload reference); the applicant gets a confirmation with its reference (in `lang`)', tags: careers, body: CareerApplyBody, answer: { 200: SubmitResult }, otherAnswers: { 503: SubmitResult }, errors: [400, 404, 429], roles: 'public' }),
  // the job applications' inbox (registerInbox; the same shape as the contact and registration inboxes)
  listApplications: applicationsInbox.list,
  markApplicationRead: applicationsInbox.markRead,
  deleteApplication: applicationsInbox.remove,
  applicationCv: endpoint({ method: 'GET', path: '/api/careers/applications/:id/cv', summary: "A job application's CV, under its original name", tags: ['inbox'], params: IdParams, answer: { 200: FileAnswer }, errors: [401, 403, 404], roles: ADMISSIONS })
} as const
