// Content pages: legal pages and the contact details.
export { useLegalPageQuery } from './api/get-legal-page.ts';
export { ContactDetails } from './components/contact-details.tsx';
