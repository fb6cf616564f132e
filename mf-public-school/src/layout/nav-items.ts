/** The main navigation: every public route of SPEC.md §2.1 is reachable from here. */
export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavSection {
  label: string;
  to?: string;
  children?: NavLinkItem[];
}

export const NAV: NavSection[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About',
    children: [
      { label: 'About Us', to: '/about' },
      { label: 'Our School', to: '/school' },
      { label: 'Hope College', to: '/college' },
      { label: "Women's Centre", to: '/women-centre' },
      { label: 'Scholarship', to: '/scholarship' },
      { label: 'Alumni', to: '/alumni' },
    ],
  },
  {
    label: 'HA Family',
    children: [
      { label: 'Board of Directors', to: '/hafamily/bod' },
      { label: 'Honorary Advisors', to: '/hafamily/honorary' },
      { label: 'Our Staffs', to: '/hafamily/staffs' },
    ],
  },
  {
    label: 'Updates',
    children: [
      { label: 'News', to: '/news' },
      { label: 'Events', to: '/events' },
      { label: 'Notices', to: '/notice' },
      { label: 'Downloads', to: '/downloads' },
    ],
  },
  {
    label: 'Gallery',
    children: [
      { label: 'Photo Albums', to: '/gallery/albums' },
      { label: 'Videos', to: '/gallery/videos' },
    ],
  },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact' },
];

export const USEFUL_LINKS: NavLinkItem[] = [
  { label: 'Apply Now', to: '/registration' },
  { label: 'Careers', to: '/careers' },
  { label: 'Scholarship', to: '/scholarship' },
  { label: 'Notices', to: '/notice' },
  { label: 'Downloads', to: '/downloads' },
  { label: 'Alumni', to: '/alumni' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Staff Login', to: '/admin/login' },
];

export const EXTERNAL_LINKS: { label: string; href: string }[] = [
  { label: 'National Examinations Board', href: 'https://www.neb.gov.np/' },
  { label: 'Ministry of Education, Science and Technology', href: 'https://moest.gov.np/' },
  { label: 'Curriculum Development Centre', href: 'https://moecdc.gov.np/' },
  { label: 'Lalitpur Metropolitan City', href: 'https://lalitpurmun.gov.np/' },
  { label: 'University Grants Commission Nepal', href: 'https://www.ugcnepal.edu.np/' },
];
