import { VIDEO_ID } from './rich-text.ts'
import { Type, type Static } from 'typebox'
import { Email, FILE_REF_PATTERN, ImageRef, LONG_TEXT, RICH_TEXT, Text } from './common.ts'
import { publishedFields, publishingFields } from './publishing.ts'
import { nepaliTextAnswer, nepaliTextBody } from './nepali.ts'

const id = { _id: Type.String(), createdAt: Type.String() }
const strict = { additionalProperties: false }

/** YYYY-M-D or YYYY-MM-DD, optionally followed by an ISO time (normalised to YYYY-MM-DD). */
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([T ][0-9:.]+(Z|[+-][0-9:]+)?)?$'
export const DateString = Type.String({ maxLength: 40, pattern: DATE_PATTERN })

/** A file we stored, by its public path. */
export const UploadRef = Type.String({ maxLength: 200, pattern: '^/uploads/[a-f0-9]{32}\\.[a-z0-9]{2,5}$' })

// Notices
/**
 * A notice (SPEC §3) may also be a web page (issue 32, item 3): its `body` is rich HTML (sanitised by the
 * API), `ne.body` its Nepali. A notice has a PDF, a body or both: one without a PDF answers '' as its
 * `file` and `originalFile`. `body`, `ne` and `updatedAt` are added fields, answered when the notice has them.
 */
export const NoticeNe = Type.Object({ body: Type.Optional(Type.String()) })
export const Notice = Type.Object({
  ...id, title: Type.String(), description: Type.String(), date: Type.String(), file: Type.String(), originalFile: Type.String(), ...publishedFields, ...nepaliTextAnswer,
  body: Type.Optional(Type.String()),
  ne: Type.Optional(NoticeNe),
  updatedAt: Type.Optional(Type.String())
})
export const NoticeBody = Type.Object({
  title: Text(255),
  description: Text(LONG_TEXT),
  date: Type.Optional(DateString),
  // the PDF, now optional when a body is given (400 {message} with neither)
  file: Type.Optional(Type.Union([UploadRef, Type.Literal('')])),
  originalFile: Type.Optional(Type.String({ maxLength: 255 })),
  ...publishingFields,
  ...nepaliTextBody,
  body: Type.Optional(Type.String({ maxLength: RICH_TEXT })),
  // null or '' clears the Nepali body
  ne: Type.Optional(Type.Union([Type.Object({ body: Type.Optional(Type.String({ maxLength: RICH_TEXT })) }, strict), Type.Null()]))
}, strict)

// Staffs
export const PHONE_PATTERN = '^\\+?[0-9][0-9 -]{5,18}[0-9]$'
export const Staff = Type.Object({ ...id, image: Type.String(), fullName: Type.String(), email: Type.String(), position: Type.String(), phone: Type.String() })
export const StaffBody = Type.Object({
  image: ImageRef,
  fullName: Text(255),
  email: Email,
  position: Text(255),
  phone: Type.String({ maxLength: 20, pattern: PHONE_PATTERN })
}, strict)

// Carousel (both sites)
export const CarouselSlide = Type.Object({ ...id, title: Type.String(), description: Type.String(), image: Type.String(), ...nepaliTextAnswer })
export const SlideBody = Type.Object({ title: Text(255), description: Text(LONG_TEXT), image: ImageRef, ...nepaliTextBody }, strict)

// Modal
export const Modal = Type.Object({ ...id, image: Type.String() })
export const ModalBody = Type.Object({ image: ImageRef }, strict)
export const WomenModal = Type.Object({ ...id, image: Type.String(), thumbnail: Type.String() })
export const WomenModalBody = Type.Object({
  image: ImageRef,
  thumbnail: Type.Optional(Type.String({ maxLength: 1024, pattern: `(${FILE_REF_PATTERN})|^$` }))
}, strict)

// Albums (both sites)
export const Album = Type.Object({ ...id, name: Type.String(), images: Type.Array(Type.String()) })
export const AlbumBody = Type.Object({
  name: Text(255),
  images: Type.Array(ImageRef, { minItems: 1, maxItems: 100 })
}, strict)

// Videos: the 11-character id, or a YouTube link it can be taken from
export const Video = Type.Object({ ...id, src: Type.String() })
export const VideoBody = Type.Object({
  src: Type.String({
    maxLength: 300,
    pattern: `^(${VIDEO_ID}|https?://(www\\.|m\\.)?(youtube\\.com/(watch\\?v=|embed/|shorts/|live/)|youtu\\.be/|youtube-nocookie\\.com/embed/)${VIDEO_ID}([?&#/].*)?)$`
  })
}, strict)

// Downloads
export const Download = Type.Object({ ...id, title: Type.String(), originalFile: Type.String(), file: Type.String() })
export const DownloadBody = Type.Object({
  title: Text(255),
  originalFile: Type.Optional(Type.String({ maxLength: 255 })),
  file: UploadRef
}, strict)

// Team members and testimonials
export const TeamMember = Type.Object({ ...id, fullName: Type.String(), desc: Type.String(), image: Type.String() })
export const TeamBody = Type.Object({ fullName: Text(255), desc: Text(LONG_TEXT), image: ImageRef }, strict)
export const Testimonial = Type.Object({ ...id, fullName: Type.String(), desc: Type.String(), image: Type.String(), message: Type.String() })
export const TestimonialBody = Type.Object({ fullName: Text(255), desc: Text(LONG_TEXT), image: ImageRef, message: Text(LONG_TEXT) }, strict)

/**
 * PUT /api/<resource>/:id (issue 14): every field of the create body is optional; what is
 * left out keeps its value. An album's `images` is its whole new list of photos.
 */
export const NoticeUpdate = Type.Partial(NoticeBody, strict)
export const StaffUpdate = Type.Partial(StaffBody, strict)
export const SlideUpdate = Type.Partial(SlideBody, strict)
export const ModalUpdate = Type.Partial(ModalBody, strict)
export const WomenModalUpdate = Type.Partial(WomenModalBody, strict)
export const AlbumUpdate = Type.Partial(AlbumBody, strict)
export const VideoUpdate = Type.Partial(VideoBody, strict)
export const DownloadUpdate = Type.Partial(DownloadBody, strict)
export const TeamUpdate = Type.Partial(TeamBody, strict)
export const TestimonialUpdate = Type.Partial(TestimonialBody, strict)

/** GET /api/testimonials/students and /visitors (SPEC §3): the list arrives wrapped, [{students: [...]}]. */
export const StudentTestimonials = Type.Array(Type.Object({ students: Type.Array(Testimonial) }))
export const VisitorTestimonials = Type.Array(Type.Object({ visitors: Type.Array(Testimonial) }))

export type Notice = Static<typeof Notice>
export type NoticeBody = Static<typeof NoticeBody>
export type Staff = Static<typeof Staff>
export type StaffBody = Static<typeof StaffBody>
export type CarouselSlide = Static<typeof CarouselSlide>
export type SlideBody = Static<typeof SlideBody>
export type Modal = Static<typeof Modal>
export type ModalBody = Static<typeof ModalBody>
export type WomenModal = Static<typeof WomenModal>
export type WomenModalBody = Static<typeof WomenModalBody>
export type Album = Static<typeof Album>
export type AlbumBody = Static<typeof AlbumBody>
export type Video = Static<typeof Video>
export type VideoBody = Static<typeof VideoBody>
export type Download = Static<typeof Download>
export type DownloadBody = Static<typeof DownloadBody>
export type TeamMember = Static<typeof TeamMember>
export type TeamBody = Static<typeof TeamBody>
export type Testimonial = Static<typeof Testimonial>
export type TestimonialBody = Static<typeof TestimonialBody>
export type StudentTestimonials = Static<typeof StudentTestimonials>
export type VisitorTestimonials = Static<typeof VisitorTestimonials>
export type NoticeUpdate = Static<typeof NoticeUpdate>
export type StaffUpdate = Static<typeof StaffUpdate>
export type SlideUpdate = Static<typeof SlideUpdate>
export type ModalUpdate = Static<typeof ModalUpdate>
export type WomenModalUpdate = Static<typeof WomenModalUpdate>
export type AlbumUpdate = Static<typeof AlbumUpdate>
export type VideoUpdate = Static<typeof VideoUpdate>
export type DownloadUpdate = Static<typeof DownloadUpdate>
export type TeamUpdate = Static<typeof TeamUpdate>
export type TestimonialUpdate = Static<typeof TestimonialUpdate>
