import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';
import { PauseOutlined, CaretRightOutlined } from '@school/shared/kit';
import { useState, type ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { SliderOptions } from './slider-options';
import { usePublicText } from '../messages';

export interface SwiperSliderProps<T> extends SliderOptions {
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  /** Per-slide autoplay delay, e.g. a longer first slide. */
  delayOf?: (index: number) => number | undefined;
  slideClassName?: string;
}

/** The swiper part of every slider, in its own chunk. */
export default function SwiperSlider<T>(props: SwiperSliderProps<T>) {
  const { items, itemKey, renderItem, label, delayOf, breakpoints, autoplayMs, speed, effect = 'slide', slideClassName } = props;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const { t } = usePublicText();
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const maxPerView = Math.max(1, ...Object.values(breakpoints ?? {}).map((b) => b.slidesPerView));
  const canLoop = items.length > maxPerView;
  const autoplay = autoplayMs && !reduced && items.length > 1;

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="pub-slider">
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Keyboard, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={24}
        breakpoints={breakpoints}
        speed={speed}
        effect={effect}
        fadeEffect={effect === 'fade' ? { crossFade: true } : undefined}
        loop={canLoop}
        autoplay={autoplay ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={{ slideRole: 'group' }}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item)} className={slideClassName} data-swiper-autoplay={delayOf?.(i)}>
            {renderItem(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
      {autoplay && (
        <button type="button" className="pub-slider-toggle" onClick={toggle} aria-label={playing ? t('slider.pause', { label }) : t('slider.play', { label })}>
          {playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
