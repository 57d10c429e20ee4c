export { sectionIdOfTab } from './lib';
export { keepSectionInView, scrollToSection } from './scroll';
export { SectionNav } from './ui/section-nav';
export { pageEndId } from './use-scroll-spy';
