// The signed-in user's profile, which the menu and the support form show too.
export { useProfile } from './use-profile';
