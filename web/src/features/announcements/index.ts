export { AnnouncementStrip, type AnnouncementStripProps } from './components/announcement-strip';
export { BannerCarousel, type BannerCarouselProps } from './components/banner-carousel';
