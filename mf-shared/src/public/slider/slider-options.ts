/** The options every slider shares; values come from SPEC.md §9. */
export interface SliderOptions {
  /** Min-width → slides per view, e.g. `{ 568: { slidesPerView: 2 } }`. */
  breakpoints?: Record<number, { slidesPerView: number }>;
  autoplayMs?: number;
  /** Transition time in ms. */
  speed?: number;
  effect?: 'slide' | 'fade';
}

/** Student and visitor testimonials: 1 below 568 px, 2 from 568, 3 from 1024; autoplay and animation 2000 ms. */
export const TESTIMONIAL_SLIDER: SliderOptions = {
  breakpoints: { 0: { slidesPerView: 1 }, 568: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
  autoplayMs: 2000,
  speed: 2000,
};

/** Executive team: 1, 3 and 4 items at widths 0, 568 and 1024; autoplay and animation 2000 ms. */
export const TEAM_SLIDER: SliderOptions = {
  breakpoints: { 0: { slidesPerView: 1 }, 568: { slidesPerView: 3 }, 1024: { slidesPerView: 4 } },
  autoplayMs: 2000,
  speed: 2000,
};
