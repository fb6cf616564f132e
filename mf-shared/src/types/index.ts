/** Entity shapes of SPEC.md §3, as the API returns them. */
export interface News {
  _id: string;
  user?: string;
  title: string;
  author: string;
  description: string;
  section: string;
  image?: string;
  createdAt: string;
}
export interface SchoolEvent {
  _id: string;
  user?: string;
  title: string;
  description: string;
  date: string;
  image?: string;
  isOutdated: boolean;
}
export interface WomenEvent {
  _id: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}
export interface Notice {
  _id: string;
  title: string;
  description: string;
  date: string;
  file: string;
  originalFile: string;
}
export interface Download {
  _id: string;
  title: string;
  originalFile: string;
  file: string;
  createdAt: string;
}
export interface Staff {
  _id: string;
  image: string;
  fullName: string;
  email: string;
  position: string;
  phone: string;
}
export interface CarouselSlide {
  _id: string;
  title: string;
  description: string;
  image: string;
}
export interface Modal {
  _id: string;
  image: string;
  thumbnail?: string;
}
export interface Album {
  _id: string;
  name: string;
  images: string[];
  createdAt: string;
}
export interface Video {
  _id: string;
  src: string;
}
export interface Registration {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  preference: string;
  lvl?: string;
  faculty?: string;
  markSheet: string;
  ppPhoto: string;
  characterCerf?: string;
  application?: string;
  attachApplication?: string;
  isRead: boolean;
  createdAt: string;
}
export interface Career {
  _id: string;
  title: string;
  careerCategory: string;
  noOfVacancy: number;
  employmentType: string;
  location: string;
  offeredSalary: string;
  applyBefore: string;
  educationLevel: string;
  experienceRequired: string;
  careerSpecs: string;
  careerDesc: string;
  note?: string;
  createdAt?: string;
}
export interface TeamMember {
  _id: string;
  fullName: string;
  desc: string;
  image: string;
}
export interface Testimonial {
  _id: string;
  fullName: string;
  desc: string;
  image: string;
  message: string;
}
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}
export interface JobApplication {
  _id: string;
  careerId?: string;
  careerTitle: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
  cv: string;
  originalFile: string;
  isRead: boolean;
  createdAt: string;
}
export interface DashboardCounts {
  staffs: number;
  news: number;
  notices: number;
  albums: number;
}

/** SPEC.md §5: admission levels and the class (lvl) choices of each. */
export const LEVELS: { value: string; label: string; classes: string[] }[] = [
  { value: 'Preschool', label: 'Preschool (Nursery-Kindergarten)', classes: ['Nursery', 'Kindergarten'] },
  { value: 'Primary', label: 'Primary (1-5)', classes: ['1', '2', '3', '4', '5'] },
  { value: 'Lower Secondary', label: 'Lower Secondary (6-8)', classes: ['6', '7', '8'] },
  { value: 'Junior Higher Secondary', label: 'Junior Higher Secondary (9-10)', classes: ['9', '10'] },
  // Senior Higher Secondary has no class radio: faculty and the character certificate take its place.
  { value: 'Senior Higher Secondary', label: 'Senior Higher Secondary (11-12)', classes: [] },
];
export const FACULTIES = ['Science', 'Management', 'Education'];
export const NEWS_SECTIONS = ['Preschool', 'Primary', 'Lower Secondary', 'Junior Higher Secondary', 'Senior Higher Secondary'];
