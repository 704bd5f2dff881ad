export { SupportButton } from './support-button';
