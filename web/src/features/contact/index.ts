export { ContactChannels } from './components/contact-channels';
export { FloatingContacts, floatingButtons } from './components/floating-contacts';
