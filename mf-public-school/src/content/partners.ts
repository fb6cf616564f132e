import type { MarqueeLogo } from '@school/shared/public';
import girls from '../assets/partners/girls-education-network.svg';
import greenValley from '../assets/partners/green-valley-library.svg';
import himalayan from '../assets/partners/himalayan-learning.svg';
import hopeTrust from '../assets/partners/hope-children-trust.svg';
import health from '../assets/partners/lalitpur-health-outreach.svg';
import teachers from '../assets/partners/nepal-teachers-forum.svg';
import rotary from '../assets/partners/patan-rotary.svg';

/** Partner organisations shown in the home page's logo strip. */
export const PARTNERS: MarqueeLogo[] = [
  { name: "Hope Children's Trust", src: hopeTrust },
  { name: 'Himalayan Learning Foundation', src: himalayan },
  { name: 'Rotary Club of Patan', src: rotary },
  { name: "Girls' Education Network", src: girls },
  { name: 'Lalitpur Health Outreach', src: health },
  { name: 'Green Valley Library Project', src: greenValley },
  { name: "Nepal Teachers' Forum", src: teachers },
];
