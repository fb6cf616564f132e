/** The women's-centre API paths (SPEC.md §7): sub-domain paths where the school has its own. */
export const PATHS = {
  carousel: '/api/carousel/sub-domain',
  modal: '/api/modal/sub-domain',
  albums: '/api/gallery',
  testimonials: '/api/testimonials',
} as const;
