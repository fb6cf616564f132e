// Components shared by the two public remotes (school and women's centre). Compiled into each remote.
// Heavy libraries (swiper) sit behind React.lazy inside these components, so importing from
// here costs nothing until a slider is actually shown. The PDF viewer is the kit's (`@school/shared/kit`).
export { ResponsiveImage, IMAGE_FALLBACK, preloadResponsiveImage, preloadWebImage, popupImageSources, POPUP_IMAGE_SIZES, type ResponsiveImageProps } from './responsive-image';
export { AlbumGrid, type AlbumGridProps } from './gallery/album-grid';
export { AlbumDetail, type AlbumDetailProps } from './gallery/album-detail';
export { CardSlider, type CardSliderProps } from './slider/card-slider';
export { TestimonialSlider, TestimonialCard, type TestimonialSliderProps } from './slider/testimonial-slider';
export { HeroCarousel, HERO_DELAYS, type HeroCarouselProps } from './slider/hero-carousel';
export { TESTIMONIAL_SLIDER, TEAM_SLIDER, type SliderOptions } from './slider/slider-options';
export { useNearViewport } from './slider/use-near-viewport';
export { LogoMarquee, type MarqueeLogo } from './logo-marquee';
export { WelcomeModal, WELCOME_DELAY_MS } from './welcome-modal';
export { popupIdentity, rememberClosed, useNoMenuOpen, wasClosed } from './welcome-memory';
export { PopupDialog } from './popup-dialog';
export { PageBanner, type Crumb } from './page-banner';
export { Pager, pageList, type PagerProps } from './pager';
export { PublicNotFound } from './not-found';
export { ContactForm } from './contact/deferred-contact-form';
export { SEND_SUCCESS, SEND_FAIL } from './contact/contact-form';
// A public form whose code loads when the visitor starts on it (issue 36, item 1).
export { deferredForm, useDeferredStart } from './deferred-form/deferred-form';
export { SubmissionReceipt, type ReceiptKind, type SubmissionReceiptProps } from './receipt/submission-receipt';
export { sendContact, useSendContact, type ContactValues } from './contact/send-contact';
export { SiteFooter, type SiteFooterProps, type FooterLink } from './footer/site-footer';
// The public sites' own texts in two languages, and the header's language switch (issue 13).
export { PUBLIC_MESSAGES, usePublicText } from './messages';
export { LanguageSwitch, LANG_COOKIE } from './language-switch';
export { PUBLIC_SITES } from './site-source';
// The alert banner above every public page's header (issue 33).
export { AlertBanner } from './alert-banner';
// Pages as content (issue 31): a page's blocks, and the page at a path with its banner and head.
export { PageBlocks, BrochuresBlock, type BlockSlots, type DataSlotProps } from './blocks/page-blocks';
export { LogoStrip, logosOf, type LogoStripProps } from './blocks/logo-strip';
export { ContentPage, type ContentPageProps } from './blocks/content-page';
export { pageQuery, useContentPageMeta } from './blocks/page-query';
export { useHtml as useBlockHtml, useRichText } from './blocks/block-html';
// The one renderer of rich text (issue 32) is the kit's, so the console's preview shows it too.
export { RichText } from '@school/shared/kit';
export { pick as blockText } from './blocks/pick';
// The header's and footer's links from the site's menus (issue 31).
export { MenuLink, useFooterMenus } from './menu-links';
// An event's page and the calendar links of both sites (issue 33).
export { EventPage, CalendarSubscribe, type EventView } from './events/event-page';
