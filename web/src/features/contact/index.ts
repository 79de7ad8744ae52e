export { ContactChannels } from './components/contact-channels';
export { floatingButtons } from './components/floating-buttons';
export { FloatingContacts } from './components/floating-contacts';
export { LazyFloatingContacts } from './components/lazy-floating-contacts';
