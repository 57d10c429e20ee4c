export { sectionIdOfTab } from './lib';
export { keepSectionInView, scrollToSection, visitorInput } from './scroll';
export { SectionNav } from './ui/section-nav';
export { pageEndId } from './use-scroll-spy';
