import { lazy, type ReactElement } from 'react';
import type { SwiperSliderProps } from './swiper-slider';

/** swiper in its own chunk; React.lazy drops the generic, so the type is restored here. */
export const LazySwiperSlider = lazy(() => import('./swiper-slider')) as unknown as <T>(props: SwiperSliderProps<T>) => ReactElement;
